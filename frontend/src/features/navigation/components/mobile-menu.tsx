// The slide-out menu below the xl breakpoint: a Radix dialog, so the trigger carries aria-expanded,
// focus moves in and is trapped, Esc closes and focus returns to the trigger.
import * as Dialog from '@radix-ui/react-dialog';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import X from 'lucide-react/icons/x';
import { Link, useLocation } from 'react-router';
import type { User } from '../../../../../shared/schemas/user';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths, registerHref } from '../../../config/paths';
import { isAdmin } from '../../../lib/roles';
import { callHref, chatHref } from '../../../lib/contact-links';
import { ClockButton } from './clock-button';
import { currentNavItem, customerMenuItems, customerPortalItems, publicNavItems, staffNavItems, type NavItem } from '../utils/nav-items';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { AdminBadge, UserAvatar } from './user-identity';

const linkClass = 'block rounded-lg px-3 py-2.5 text-base font-medium text-muted hover:bg-surface-raised hover:text-foreground';
const activeClass = 'bg-primary/10 text-primary hover:text-primary';

function Section({ title, items, onNavigate }: { title: string; items: readonly NavItem[]; onNavigate: () => void }) {
  const current = currentNavItem(items, useLocation().pathname);
  return (
    <nav aria-label={title} className="border-t border-border pt-4">
      <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-subtle uppercase">{title}</h2>
      <ul className="grid gap-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink item={item} active={item === current} className={linkClass} activeClassName={activeClass} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface MobileMenuProps {
  user: User | null;
  onLogout: () => void;
  loggingOut: boolean;
  /** Whether the menu is open: the header holds it, so it outlives the header's session part arriving. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
}

export default function MobileMenu({ user, onLogout, loggingOut, open, onOpenChange, triggerClassName }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  const admin = isAdmin(user);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName} aria-label="Open menu">
        <Menu className="h-6 w-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col border-l border-border bg-background shadow-2xl data-[state=open]:animate-slide-in-right">
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Logo onNavigate={close} />
            <Dialog.Close className={buttonClasses('ghost', 'icon')} aria-label="Close menu">
              <X className="h-6 w-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">Site navigation and your account</Dialog.Description>

          <div className="flex-1 space-y-4 overflow-y-auto px-3 py-4">
            {user ? (
              <div className="flex items-center gap-3 px-3">
                <UserAvatar user={user} />
                <span className="truncate font-semibold">{user.username}</span>
                {admin ? <AdminBadge /> : null}
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-2 px-1">
                <Link to={paths.auth} onClick={close} className={buttonClasses('outline', 'md')}>
                  Login
                </Link>
                <Link to={registerHref} onClick={close} className={buttonClasses('primary', 'md')}>
                  Register
                </Link>
              </div>
            )}

            {/* Staff: the admin navigation first, then the customer pages as the header's menu has them. */}
            {admin ? <ClockButton className="w-full sm:hidden" /> : null}
            {admin ? <Section title="Admin" items={staffNavItems(user)} onNavigate={close} /> : null}
            {user && !admin ? <Section title="Your account" items={customerMenuItems} onNavigate={close} /> : null}
            <Section title={admin ? 'Public site' : 'Browse'} items={publicNavItems} onNavigate={close} />
            {admin ? <Section title="Customer Portal" items={customerPortalItems} onNavigate={close} /> : null}
            {user ? (
              <div className="border-t border-border pt-4">
                <Button
                  variant="ghost"
                  className="w-full justify-start text-danger hover:text-danger"
                  disabled={loggingOut}
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  <LogOut className="h-5 w-5" aria-hidden="true" />
                  {loggingOut ? 'Logging out...' : 'Logout'}
                </Button>
              </div>
            ) : null}
          </div>

          {/* Staff are at the shop: calling or texting it is for everyone else. */}
          {admin ? null : (
            <div className="grid grid-cols-2 gap-2 border-t border-border p-4">
              <a href={callHref} className={buttonClasses('secondary', 'md')}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                Call
              </a>
              <a href={chatHref} className={buttonClasses('secondary', 'md')}>
                <MessageSquare className="h-4 w-4" aria-hidden="true" />
                Text us
              </a>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
