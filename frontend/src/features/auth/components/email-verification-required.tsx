// /email-verification-required?email=...: where a sign-in with an unverified email lands.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ResendVerificationForm } from './resend-verification-form';
import { WithQueryClient } from '../../../components/with-query-client';

export default function EmailVerificationRequired({ email }: { email: string }) {
  const signInHref = email ? `${paths.auth}?${new URLSearchParams({ tab: 'login', email }).toString()}` : paths.auth;
  return (
    <WithQueryClient>
      <div className="grid gap-5">
        <p className="text-muted">
          Open the link in the email we sent
          {email ? (
            <>
              {' '}
              to <span className="font-semibold break-all text-foreground">{email}</span>
            </>
          ) : null}{' '}
          when you registered. It works for 24 hours. Not there? Check your junk folder, or send a new one.
        </p>
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
