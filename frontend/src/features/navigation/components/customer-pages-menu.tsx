// Staff's 'Customer Pages' dropdown: the public site's pages (the header shows staff the admin
// navigation in their place) and the customer portal, for checking what customers see.
import ChevronDown from 'lucide-react/icons/chevron-down';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { customerPortalItems, publicNavItems, type NavItem } from '../utils/nav-items';

function Group({ label, items }: { label: string; items: readonly NavItem[] }) {
  return (
    <DropdownMenuGroup aria-label={label}>
      <DropdownMenuLabel>{label}</DropdownMenuLabel>
      {items.map((item) => (
        <DropdownMenuItem key={item.to} asChild>
          <Link to={item.to}>{item.label}</Link>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  );
}

export function CustomerPagesMenu() {
  return (
    <DropdownMenu modal={false}>
      {/* Icon only: the header has no room for the words beside the full navigation. */}
      <Tooltip content="Customer Pages" side="bottom">
        <DropdownMenuTrigger className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-muted hover:bg-surface-raised hover:text-foreground data-[state=open]:text-foreground">
          <LayoutGrid className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">Customer Pages</span>
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </DropdownMenuTrigger>
      </Tooltip>
      {/* Two columns, so the nineteen links fit a laptop's screen height. */}
      <DropdownMenuContent portal={false} className="grid grid-cols-2 gap-x-2 min-w-[28rem]">
        <Group label="Public site" items={publicNavItems} />
        <Group label="Customer Portal" items={customerPortalItems} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
