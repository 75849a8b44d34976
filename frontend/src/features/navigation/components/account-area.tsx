// The signed-in part of the header (Dashboard tab, admins' Customer Pages, the cart, the account dropdown).
// Loaded only once someone is signed in, so visitors never download the dropdown menus.
import type { User } from '../../../../../shared/schemas/user';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { isAdmin } from '../../../lib/roles';
import { adminDashboardItem, customerDashboardItem } from '../utils/nav-items';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { CustomerPagesMenu } from './customer-pages-menu';
import { desktopActiveClass, desktopLinkClass } from './desktop-link-classes';
import { NavLink } from './nav-link';

export interface AccountAreaProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
}

export default function AccountArea({ user, onLogout, loggingOut }: AccountAreaProps) {
  const admin = isAdmin(user);
  return (
    <TooltipProvider>
      <nav aria-label="Account" className="hidden items-center gap-1 xl:flex">
        <NavLink item={admin ? adminDashboardItem : customerDashboardItem} className={desktopLinkClass} activeClassName={desktopActiveClass} />
        {admin ? <CustomerPagesMenu /> : null}
      </nav>
      <CartButton />
      <AccountMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
    </TooltipProvider>
  );
}
