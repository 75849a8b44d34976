// /email-verification-required?email=...: where a sign-in with an unverified email lands. The
// intro above is drawn at once by the route (verification-email-intro.tsx); this is the working part.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ResendVerificationForm } from './resend-verification-form';
import { WithQueryClient } from '../../../components/with-query-client';

export default function EmailVerificationRequired({ email }: { email: string }) {
  const signInHref = email ? `${paths.auth}?${new URLSearchParams({ tab: 'login', email }).toString()}` : paths.auth;
  return (
    <WithQueryClient>
      <div className="grid gap-5">
        <ResendVerificationForm initialEmail={email} />
        <p className="text-center text-sm text-muted">
          Verified already?{' '}
          <Link to={signInHref} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </WithQueryClient>
  );
}
