// The signed-in-or-not part of the header: Login and Register, or the account menus; and the mobile
// menu, which shows the same choices. Loaded after first paint because it reads the user through
// TanStack Query (docs/decisions/004-first-load-budget.md), so it brings its own provider.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths, registerHref } from '../../../config/paths';
import { useNavigateAndWait } from '../../../hooks/use-navigate-and-wait';
import { useAuth, useLogout } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { useMayBeSignedIn } from '../../../lib/signed-in-hint';
import { AccountPlaceholder } from './account-placeholder';
import { MobileMenuButton } from './mobile-menu-button';

const AccountArea = lazy(() => import('./account-area'));

function Session() {
  const auth = useAuth();
  const maybeSignedIn = useMayBeSignedIn();
  const navigateAndWait = useNavigateAndWait();
  // Leave the page first, so no guard sees the user vanish and mistakes the logout for an expired session.
  const logout = useLogout({ navigateAway: () => navigateAndWait(paths.home) });
  const onLogout = () => logout.mutate();

  return (
    <>
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
      <MobileMenuButton user={auth.user} onLogout={onLogout} loggingOut={logout.isPending} />
    </>
  );
}

export default function HeaderSession() {
  return (
    <QueryClientProvider client={queryClient}>
      <Session />
    </QueryClientProvider>
  );
}
