// /claim-job/{qrCode?}: a customer adds a walk-in repair to their account with its ticket's QR code.
// Visitors are offered registration (which carries the code) or sign-in (which comes back here).
import CircleCheck from 'lucide-react/icons/circle-check';
import { useState, type FormEvent } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { INVALID_QR_CODE_MESSAGE, isQrCode } from '../../../../../shared/repairs/qr-code';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/server-message';
import { useClaimJob } from '../api/claim-job';

/** The card's working part, below the heading the route draws at once (claim-job-frame.tsx). */
export function ClaimJobPart({ qrCode }: { qrCode: string | undefined }) {
  return qrCode ? <ClaimWithCode qrCode={qrCode} /> : <CodeEntry />;
}

function CodeEntry() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!isQrCode(typed)) return setError(INVALID_QR_CODE_MESSAGE);
    void navigate(generatePath(paths.claimJob, { qrCode: typed }));
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <p className="text-muted">
        Type the code printed under the QR code on your job ticket, or{' '}
        <Link to={paths.qrScanner} className="font-medium text-primary hover:underline">
          scan it
        </Link>
        .
      </p>
      <label htmlFor="claim-code" className="font-semibold">
        Ticket code
      </label>
      <input
        id="claim-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? 'claim-code-error' : undefined}
        className="h-11 rounded-lg border border-border-strong bg-background px-3 font-mono text-sm focus:border-primary focus:outline-none"
      />
      {error ? (
        <p id="claim-code-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit">Continue</Button>
    </form>
  );
}

function ClaimWithCode({ qrCode }: { qrCode: string }) {
  const auth = useAuth();
  const claim = useClaimJob();
  const trackHref = generatePath(paths.jobByQr, { qrCode });

  if (auth.status === 'loading') return <PageSpinner label="Checking your sign-in" />;
  if (auth.status === 'anonymous') {
    const register = `${paths.auth}?${new URLSearchParams({ tab: 'register', qrCode }).toString()}`;
    const signIn = `${paths.auth}?${new URLSearchParams({ returnTo: generatePath(paths.claimJob, { qrCode }) }).toString()}`;
    return (
      <div className="grid gap-4">
        <p className="text-muted">
          Sign in, or create an account with the phone number or email address you gave the shop, to follow this repair from your dashboard
          and keep its warranty on file.
        </p>
        <Link to={register} className={buttonClasses('primary', 'lg', 'w-full')}>
          Create an account
        </Link>
        <Link to={signIn} className={buttonClasses('outline', 'lg', 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }
  if (claim.data?.codeSentBy) return <ConfirmWithCode qrCode={qrCode} sentMessage={claim.data.message} />;
  if (claim.isSuccess) {
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-start gap-2 text-success">
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {claim.data.message}
        </p>
        <Link to={trackHref} className={buttonClasses('primary', 'lg', 'w-full')}>
          {claim.data.job ? `Follow repair ${claim.data.job.jobNumber}` : 'Follow this repair'}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-muted">
        Signed in as <span className="font-semibold text-foreground">{auth.user.username}</span>. To check the repair is yours, we send a code
        to the email address or mobile number on its ticket (unless its email is your account&rsquo;s, already verified).
      </p>
      {claim.isError ? (
        <p role="alert" className="rounded-lg bg-danger-surface p-3 text-sm text-danger">
          {serverMessage(claim.error)}
        </p>
      ) : null}
      <Button size="lg" onClick={() => claim.mutate({ qrCode })} disabled={claim.isPending}>
        {claim.isPending ? 'Adding...' : 'Add to my account'}
      </Button>
      <Link to={trackHref} className="text-center text-sm font-medium text-primary hover:underline">
        Just show me its progress
      </Link>
    </div>
  );
}

/** The second step: the code sent to the ticket's email or mobile proves the repair is the claimant's. */
function ConfirmWithCode({ qrCode, sentMessage }: { qrCode: string; sentMessage: string }) {
  const confirm = useClaimJob();
  const [code, setCode] = useState('');
  const trackHref = generatePath(paths.jobByQr, { qrCode });
  if (confirm.isSuccess && !confirm.data.codeSentBy) {
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-start gap-2 text-success">
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {confirm.data.message}
        </p>
        <Link to={trackHref} className={buttonClasses('primary', 'lg', 'w-full')}>
          {confirm.data.job ? `Follow repair ${confirm.data.job.jobNumber}` : 'Follow this repair'}
        </Link>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ qrCode, code: code.trim() });
  };
  const error = confirm.isError ? serverMessage(confirm.error) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <p role="status" className="text-muted">
        {confirm.data?.message ?? sentMessage}
      </p>
      <label htmlFor="claim-proof-code" className="font-semibold">
        Code we sent you
      </label>
      <input
        id="claim-proof-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-invalid={error !== null}
        aria-describedby={error ? 'claim-proof-error' : undefined}
        className="h-11 max-w-48 rounded-lg border border-border-strong bg-background px-3 font-mono tracking-widest focus:border-primary focus:outline-none"
      />
      {error ? (
        <p id="claim-proof-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? 'Checking...' : 'Add to my account'}
      </Button>
      <Button type="button" variant="outline" onClick={() => confirm.mutate({ qrCode })} disabled={confirm.isPending}>
        Send a new code
      </Button>
    </form>
  );
}
