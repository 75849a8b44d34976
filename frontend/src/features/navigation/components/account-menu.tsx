// The signed-in user's dropdown: name, Admin badge, the customer or admin menu, admins' Timeout
// Settings (opens the admin timeout dialog), and Logout.
import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import Timer from 'lucide-react/icons/timer';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { User } from '../../../../../shared/schemas/user';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { markAdminPresent, openAdminTimeoutDialog } from '../../../lib/admin-timeout-signals';
import { isAdmin } from '../../../lib/roles';
import { cn } from '../../../utils/cn';
import { currentNavItem, customerMenuItems, staffNavItems } from '../utils/nav-items';
import { AdminBadge, UserAvatar } from './user-identity';

export interface AccountMenuProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
}

export function AccountMenu({ user, onLogout, loggingOut }: AccountMenuProps) {
  const { pathname } = useLocation();
  const admin = isAdmin(user);
  const items = admin ? staffNavItems(user) : customerMenuItems;
  const current = currentNavItem(items, pathname);
  // While an admin is signed in, the admin-timeout feature reports their activity on the page.
  useEffect(() => (admin ? markAdminPresent() : undefined), [admin]);
  return (
    <DropdownMenu modal={false}>
      <Tooltip content={`Signed in as ${user.username}`} side="bottom">
        <DropdownMenuTrigger className="flex h-11 items-center gap-1.5 rounded-full border border-border bg-surface py-1 pr-2 pl-1 text-sm font-medium text-foreground hover:border-border-strong data-[state=open]:border-primary">
          <UserAvatar user={user} />
          {/* The header has no room for the name beside the full navigation; the menu shows it. */}
          <span className="sr-only">Account menu for {user.username}</span>
          {admin ? (
            <span className="hidden sm:inline-flex">
              <AdminBadge />
            </span>
          ) : null}
          <ChevronDown className="h-4 w-4 text-muted" aria-hidden="true" />
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent portal={false}>
        <DropdownMenuLabel className="flex items-center gap-2">
          <span className="truncate text-sm font-semibold tracking-normal text-foreground normal-case">{user.username}</span>
          {admin ? <AdminBadge /> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-label={admin ? 'Admin navigation' : 'Your account'}>
          {items.map((item) => {
            const active = item === current;
            return (
              <DropdownMenuItem key={item.to} asChild>
                <Link to={item.to} aria-current={active ? 'page' : undefined} className={cn(active && 'text-primary')}>
                  {item.label}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        {admin ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={openAdminTimeoutDialog}>
              <Timer className="h-4 w-4" aria-hidden="true" />
              Timeout Settings
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={loggingOut} onSelect={onLogout} className="text-danger data-[highlighted]:text-danger">
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {loggingOut ? 'Logging out...' : 'Logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
