// /2fa-setup: turn two-factor on (QR code, key, first code, then the recovery codes) or off. Its frame,
// the page before the user is known, is drawn in the page's HTML (docs/decisions/221-my-account-and-two-factor-frames.md).
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TwoFactorSetupResponse } from '../../../../../shared/schemas/two-factor';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { isAdmin } from '../../../lib/roles';
import { toast } from '../../../lib/toast';
import { useStartTwoFactorSetup } from '../api/two-factor';
import { serverMessage } from '../../../lib/server-message';
import { Notice } from '../../../components/form/notice';
import { RecoveryCodes } from './recovery-codes';
import { SectionCard } from './section-card';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorEnable } from './two-factor-enable';

/**
 * The heading, the sentence saying what two-factor does (true whether it is on or off, and the largest
 * text of the first screen, so the frame paints it) and the part that depends on the account.
 */
function TwoFactorSetupLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Two-factor authentication');
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-primary/15 text-primary">
          <ShieldCheck className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Two-factor authentication</h1>
          <p className="mt-1 text-muted">
            Back to{' '}
            <Link to={paths.customerDetails} className="font-medium text-primary hover:underline">
              My Account
            </Link>
          </p>
        </div>
      </header>
      <p className="text-muted">
        With two-factor on, signing in needs a 6-digit code from an app on your phone as well as your password, so a stolen password alone cannot open your
        account.
      </p>
      {children}
    </div>
  );
}

/** The page before the user is known: in its HTML and under the guard (decisions 204, 221). */
export function TwoFactorSetupFrame() {
  return (
    <TwoFactorSetupLayout>
      <Spinner label="Loading your account" />
    </TwoFactorSetupLayout>
  );
}

export function TwoFactorSetupPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (auth.status !== 'authenticated') return <TwoFactorSetupFrame />;
  const { user } = auth;

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => toast({ title: 'Could not start the setup', description: serverMessage(error), variant: 'destructive' }),
    });

  let body;
  if (recoveryCodes) {
    body = (
      <SectionCard id="two-factor-codes" title="Your recovery codes">
        <RecoveryCodes
          codes={recoveryCodes}
          username={user.username}
          onDone={() => {
            setRecoveryCodes(null);
            setSetup(null);
            // A member of staff sent here by the shop's two-factor rule goes on to the admin area (decision 258).
            if (isAdmin(user)) void navigate(paths.admin);
          }}
        />
      </SectionCard>
    );
  } else if (user.twoFactorEnabled) {
    body = (
      <>
        <Notice tone="success" title="Two-factor authentication is on">
          When you sign in we ask for a code from your authenticator app as well as your password.
        </Notice>
        <SectionCard id="two-factor-off" title="Turn off two-factor" description="Your account will be protected by your password alone.">
          <TwoFactorDisable />
        </SectionCard>
      </>
    );
  } else if (setup) {
    body = (
      <SectionCard id="two-factor-on" title="Set up your authenticator app">
        <TwoFactorEnable setup={setup} onEnabled={setRecoveryCodes} />
      </SectionCard>
    );
  } else {
    body = (
      <SectionCard id="two-factor-start" title="Add a second step to your sign-in">
        <Button size="lg" onClick={begin} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Set up two-factor'}
        </Button>
      </SectionCard>
    );
  }

  return <TwoFactorSetupLayout>{body}</TwoFactorSetupLayout>;
}
