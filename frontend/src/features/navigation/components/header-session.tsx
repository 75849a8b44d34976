// The signed-in-or-not part of the header: the navigation (the public links, or staff's admin
// navigation), Login and Register or the account menus, and the mobile menu, which shows the same
// choices. Loaded after first paint because it reads the user through TanStack Query
// (docs/decisions/004-first-load-budget.md), so it brings its own provider.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths, registerHref } from '../../../config/paths';
import { useNavigateAndWait } from '../../../hooks/use-navigate-and-wait';
import { useAuth, useLogout } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { isAdmin } from '../../../lib/roles';
import { useMayBeSignedIn } from '../../../lib/signed-in-hint';
import { isAdminAreaPath } from '../utils/admin-area';
import { AccountPlaceholder } from './account-placeholder';
import { headerEndClass } from './desktop-link-classes';
import { MobileMenuButton } from './mobile-menu-button';

const loadAccountArea = () => import('./account-area');
const AccountArea = lazy(loadAccountArea);
const StaffNav = lazy(async () => ({ default: (await loadAccountArea()).StaffNav }));

/** The room of the header's navigation while what fills it is not known yet. */
const navRoom = <div className="ml-2 hidden flex-1 xl:block" />;

export interface HeaderSessionProps {
  /** The public links: what visitors and customers see, and everyone until the user is known. */
  publicNav: ReactNode;
  /** Visitors' and customers' call button; staff are at the shop. */
  callButton: ReactNode;
  /** The slide-out menu's state, held by the header (mobile-menu-button.tsx). */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

function Session({ publicNav, callButton, menuOpen, onMenuOpenChange }: HeaderSessionProps) {
  const auth = useAuth();
  const maybeSignedIn = useMayBeSignedIn();
  const { pathname } = useLocation();
  const navigateAndWait = useNavigateAndWait();
  // Leave the page first, so no guard sees the user vanish and mistakes the logout for an expired session.
  const logout = useLogout({ navigateAway: () => navigateAndWait(paths.home) });
  const onLogout = () => logout.mutate();
  const staff = isAdmin(auth.user);
  // In the admin area the one signed in is almost surely staff: no public links flash before theirs.
  const waitingInAdminArea = auth.status === 'loading' && maybeSignedIn && isAdminAreaPath(pathname);

  return (
    <>
      {staff && auth.user ? (
        <Suspense fallback={navRoom}>
          <StaffNav user={auth.user} />
        </Suspense>
      ) : waitingInAdminArea ? (
        navRoom
      ) : (
        publicNav
      )}
      <div className={headerEndClass}>
        {staff || waitingInAdminArea ? null : callButton}
        {auth.status === 'anonymous' ? (
          <div className="hidden items-center gap-2 xl:flex">
            <Link to={paths.auth} className={buttonClasses('ghost', 'sm')}>
              Login
            </Link>
            <Link to={registerHref} className={buttonClasses('primary', 'sm')}>
              Register
            </Link>
          </div>
        ) : null}
        {auth.user ? (
          <Suspense fallback={<AccountPlaceholder />}>
            <AccountArea user={auth.user} onLogout={onLogout} loggingOut={logout.isPending} />
          </Suspense>
        ) : auth.status === 'loading' && maybeSignedIn ? (
          <AccountPlaceholder />
        ) : null}
        <MobileMenuButton user={auth.user} onLogout={onLogout} loggingOut={logout.isPending} open={menuOpen} onOpenChange={onMenuOpenChange} />
      </div>
    </>
  );
}

export default function HeaderSession(props: HeaderSessionProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Session {...props} />
    </QueryClientProvider>
  );
}
