// The signed-in part of the header: staff's admin navigation (in the header's navigation room), and
// beside the cart and the account dropdown the customers' Dashboard tab or staff's Customer Pages menu
// and clock (decision 260). Loaded only once someone is signed in, so visitors never download the
// dropdown menus or the admin links.
import { useLocation } from 'react-router';
import type { User } from '../../../../../shared/schemas/user';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { isAdmin } from '../../../lib/roles';
import { currentNavItem, customerDashboardItem, staffNavItems } from '../utils/nav-items';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { ClockButton } from './clock-button';
import { CustomerPagesMenu } from './customer-pages-menu';
import { desktopActiveClass, desktopLinkClass } from './desktop-link-classes';
import { NavLink } from './nav-link';

export interface AccountAreaProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The admin navigation, where visitors and customers have the public links (desktop widths). */
export function StaffNav({ user }: { user: User }) {
  const { pathname } = useLocation();
  const items = staffNavItems(user);
  const current = currentNavItem(items, pathname);
  return (
    <nav aria-label="Admin" className="ml-2 hidden flex-1 xl:block">
      <ul className="flex items-center">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink item={item} active={item === current} className={desktopLinkClass} activeClassName={desktopActiveClass} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AccountArea({ user, onLogout, loggingOut }: AccountAreaProps) {
  return (
    <TooltipProvider>
      <nav aria-label="Account" className="hidden items-center gap-1 xl:flex">
        {isAdmin(user) ? <CustomerPagesMenu /> : <NavLink item={customerDashboardItem} className={desktopLinkClass} activeClassName={desktopActiveClass} />}
      </nav>
      {/* A phone's header has no room for it: the slide-out menu has it there. */}
      {isAdmin(user) ? <ClockButton className="max-sm:hidden" /> : null}
      <CartButton />
      <AccountMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
    </TooltipProvider>
  );
}
