// /verify-email/{token}: posts the token once when the page opens (a GET never uses a link up, so
// mail scanners cannot), then says how it went and offers sign-in or a new link.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useVerifyEmail } from '../api/email-links';
import { serverMessage } from '../../../lib/server-message';
import { Notice } from '../../../components/form/notice';
import { ResendVerificationForm } from './resend-verification-form';
import { WithQueryClient } from '../../../components/with-query-client';

function VerifyEmail({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // A link works once: React's development double effects must not send it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (verify.isSuccess && verify.data.verified) {
    return (
      <div className="grid gap-5">
        <Notice tone="success" role="status" title="Email verified">
          {verify.data.message}
        </Notice>
        <Link to={`${paths.auth}?${new URLSearchParams({ tab: 'login', email: verify.data.email }).toString()}`} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }
  // A link that cannot be used is answered 200 with the reason (decision 215); a failed request shows its own message.
  if (verify.isSuccess || verify.isError) {
    return (
      <div className="grid gap-5">
        <Notice tone="error" role="alert" title="We could not verify your email">
          {verify.isSuccess ? verify.data.message : serverMessage(verify.error)}
        </Notice>
        <p className="text-sm text-muted">Enter your email address and we will send you a new link.</p>
        <ResendVerificationForm initialEmail="" />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 text-muted">
      <Spinner label="Verifying your email address" />
      <span aria-hidden="true">Verifying your email address...</span>
    </div>
  );
}

export default function VerifyEmailStatus({ token }: { token: string }) {
  return (
    <WithQueryClient>
      <VerifyEmail token={token} />
    </WithQueryClient>
  );
}
