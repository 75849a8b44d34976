// Reacts to the API client's app events. 'unauthorized' forgets the user and their cached data (a
// route guard then sends them to /auth with the 'Session expired' notice); 'access-denied' shows the
// Protected Content screen in place of the page. Lives in the first-load bundle so the listener
// exists before any API call is made.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { onAppEvent } from '../../../lib/hub-events';

const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'The shop requires two-factor sign-in for staff. Set up two-factor authentication to continue.';

const ProtectedContent = lazy(() => import('./protected-content'));

/** The user cache lives with TanStack Query, which is only loaded by code that makes API calls. */
async function forgetUser(): Promise<void> {
  const [{ clearUserData }, { queryClient }] = await Promise.all([import('../../../lib/auth'), import('../../../lib/query-client')]);
  clearUserData(queryClient);
}

/** A member of staff the shop's two-factor rule refuses goes to set it up, told why (decision 258). */
async function sendToTwoFactorSetup(navigate: NavigateFunction, message: string | undefined): Promise<void> {
  // The signed-in and admin path lists stay out of the first load (decision 367).
  const [{ protectedPaths }, { toast }] = await Promise.all([import('../../../config/paths'), import('../../../lib/toast')]);
  if (window.location.pathname === protectedPaths.twoFactorSetup) return;
  toast({ title: 'Set up two-factor sign-in', description: message ?? TWO_FACTOR_SETUP_REQUIRED_MESSAGE });
  void navigate(protectedPaths.twoFactorSetup);
}

export function AuthEvents({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const currentKey = useRef(location.key);
  // The screen belongs to the location where access was denied; any navigation dismisses it.
  const [deniedAt, setDeniedAt] = useState<string | null>(null);

  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);

  useEffect(
    () =>
      onAppEvent((event) => {
        if (event.name === 'unauthorized') void forgetUser();
        else if (event.name === 'access-denied') setDeniedAt(currentKey.current);
        else if (event.name === 'two-factor-setup-required') void sendToTwoFactorSetup(navigate, event.message);
      }),
    [navigate],
  );

  if (deniedAt !== location.key) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ProtectedContent />
    </Suspense>
  );
}
