// The working part of /auth, loaded right after the page's frame is on screen: it brings TanStack
// Query, the API client and the shared schemas (docs/decisions/050-account-pages-load-in-two-steps.md).
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { postSignInPath } from '../utils/post-sign-in-path';
import type { AuthTab } from '../utils/auth-tab';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export interface AuthFormsProps {
  tab: AuthTab;
  onSelectTab: (tab: AuthTab) => void;
}

/** Signed in already, or just now: on to returnTo, /admin for admins, else /dashboard. */
function SignedInRedirect() {
  const auth = useAuth();
  const [params] = useSearchParams();
  if (auth.status !== 'authenticated') return null;
  return <Navigate replace to={postSignInPath(auth.user, params.get('returnTo'))} />;
}

export default function AuthForms({ tab, onSelectTab }: AuthFormsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInRedirect />
      {tab === 'login' ? <LoginForm onSwitchToRegister={() => onSelectTab('register')} /> : <RegisterForm onSwitchToLogin={() => onSelectTab('login')} />}
    </QueryClientProvider>
  );
}
