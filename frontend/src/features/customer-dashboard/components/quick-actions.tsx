// The dashboard's shortcuts: book a repair, send one by post, register a device, add a ticket's repair,
// and the shop's cart and orders (issue 32).
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Link2 from 'lucide-react/icons/link-2';
import Package from 'lucide-react/icons/package';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Smartphone from 'lucide-react/icons/smartphone';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../config/paths';

const actions = [
  { label: 'Book a repair', to: paths.booking, icon: CalendarPlus },
  { label: 'Send a device by post', to: paths.mailInRepair, icon: Package },
  { label: 'Register a device', to: paths.registerDevice, icon: Smartphone },
  { label: 'Add a repair from a ticket', to: generatePath(paths.claimJob, {}), icon: Link2 },
  { label: 'Your shop orders', to: paths.orders, icon: ShoppingBag },
  { label: 'Your cart', to: paths.cart, icon: ShoppingCart },
];

export function QuickActions() {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {actions.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col items-start gap-2 rounded-xl border border-border bg-surface p-4 text-sm font-semibold transition-colors hover:border-primary hover:text-primary"
            >
              <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
