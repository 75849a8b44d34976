// Admins' 'Customer Pages' dropdown: the customer portal, for checking what customers see.
import ChevronDown from 'lucide-react/icons/chevron-down';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { customerPortalItems } from '../utils/nav-items';

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
      <DropdownMenuContent portal={false}>
        <DropdownMenuLabel>Customer Portal</DropdownMenuLabel>
        {customerPortalItems.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
