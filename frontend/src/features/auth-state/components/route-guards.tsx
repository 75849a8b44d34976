// Layout routes that guard the protected and admin route lists (spec section 2). They read the user
// through TanStack Query, so they sit under the data layout route.
import { useDeferredValue, useEffect, useRef, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import type { Permission } from '../../../../../shared/staff/permissions';
import { can, isAdmin } from '../../../lib/roles';
import { SESSION_EXPIRED_NOTICE } from '../../../lib/session-expiry';
import { toast } from '../../../lib/toast';
import { signInHref } from '../utils/sign-in-href';
import NotAllowedForRole from './not-allowed-for-role';
import ProtectedContent from './protected-content';

/** A 401 ended the session of the user on screen: say so, then go to /auth with the notice flag. */
function SessionExpiredRedirect({ to }: { to: string }) {
  useEffect(() => {
    toast({ title: SESSION_EXPIRED_NOTICE, description: 'Please sign in again to continue.' });
  }, []);
  return <Navigate replace to={to} />;
}

/** The frame of the page being guarded and the permission it asks for, when it has them (src/app/signed-in-routes.ts puts them in the route's handle). */
function usePageHandle(): { Frame?: ComponentType; permission?: Permission } {
  return (useMatches().at(-1)?.handle as { Frame?: ComponentType; permission?: Permission } | undefined) ?? {};
}

function Guard({ adminOnly }: { adminOnly: boolean }) {
  const auth = useAuth();
  const location = useLocation();
  const { Frame, permission } = usePageHandle();
  // Losing a user this guard has seen means a 401 ended the session: /auth then shows the
  // 'Session expired' notice instead of treating them as a stranger.
  const hadUser = useRef(false);
  if (auth.status === 'authenticated') hadUser.current = true;

  // The answer about the user comes through a store, which React renders at once, in one task: the
  // whole page in place of the frame. Deferred, the frame stays for that render and the page is drawn
  // in a background render that yields to the browser every few milliseconds (decision 213). Only
  // the first answer: once known, the page draws at once.
  const known = useDeferredValue(auth.status !== 'loading');

  // The page's frame, as its HTML drew it, rather than a spinner in its place: nothing moves (decision 204).
  if (auth.status === 'loading' || !known) return Frame ? <Frame /> : <PageSpinner label="Checking your sign-in" />;
  if (auth.status === 'anonymous') {
    const returnTo = location.pathname + location.search;
    if (hadUser.current) return <SessionExpiredRedirect to={signInHref(returnTo, { expired: true })} />;
    return <Navigate replace to={signInHref(returnTo)} />;
  }
  if (adminOnly && !isAdmin(auth.user)) return <ProtectedContent />;
  if (adminOnly && permission && !can(auth.user, permission)) return <NotAllowedForRole permission={permission} />;
  return <Outlet />;
}

/** Customer routes: a spinner while GET /api/user loads, then /auth?returnTo=... for visitors. */
export function RequireSignIn() {
  return <Guard adminOnly={false} />;
}

/** Admin routes: visitors go to /auth the same way; signed-in non-admins get the Protected Content screen. */
export function RequireAdmin() {
  return <Guard adminOnly />;
}
