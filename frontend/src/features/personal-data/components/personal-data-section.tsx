// "Your personal data" on My Account: download everything held about you (JSON and a readable
// summary), or close the account after typing the password again (decision 046).
import { useState, type FormEvent, type ReactNode } from 'react';
import { CLOSE_CONFIRMATION } from '../../../../../shared/schemas/personal-data';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useCloseMyAccount, useExportMyData } from '../api/personal-data';
import { DATA_FILE_NAME, SUMMARY_FILE_NAME, dataSummaryText } from '../utils/data-summary';

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function PersonalDataCard({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="personal-data" className="rounded-2xl border border-border bg-surface p-5 sm:p-7">
      <h2 id="personal-data" className="text-lg font-semibold">
        Your personal data
      </h2>
      <p className="mt-1 text-sm text-muted">Download everything we hold about you, or close your account.</p>
      <div className="mt-5 grid gap-6">{children}</div>
    </section>
  );
}

/**
 * The section in My Account's frame (decision 221): placeholders for the button and the close-account
 * form, which stays out of the HTML (a form submitted before the app runs would lose what was typed).
 */
export function PersonalDataSectionFrame() {
  return (
    <PersonalDataCard>
      <div className="h-11 w-44 animate-pulse rounded-lg bg-surface-raised" aria-hidden="true" />
      <div className="h-96 animate-pulse rounded-xl bg-surface-raised" aria-hidden="true" />
    </PersonalDataCard>
  );
}

export function PersonalDataSection() {
  const exportData = useExportMyData();
  const onDownload = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        download(DATA_FILE_NAME, JSON.stringify(data, null, 2), 'application/json');
        download(SUMMARY_FILE_NAME, dataSummaryText(data), 'text/plain;charset=utf-8');
        toast({ title: 'Your data is downloading', description: `${DATA_FILE_NAME} and ${SUMMARY_FILE_NAME}`, variant: 'success' });
      },
      onError: (error) => toast({ title: 'Could not download your data', description: serverMessage(error), variant: 'destructive' }),
    });
  return (
    <PersonalDataCard>
      <Button variant="outline" className="sm:justify-self-start" disabled={exportData.isPending} onClick={onDownload}>
        {exportData.isPending ? 'Preparing...' : 'Download my data'}
      </Button>
      <CloseAccountForm />
    </PersonalDataCard>
  );
}

function CloseAccountForm() {
  const close = useCloseMyAccount();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    close.mutate(
      { password, confirm: confirm.trim() },
      {
        // A fresh load of the home page: every cached piece of the closed account goes with the old page,
        // and no route guard mistakes the ending for an expired session.
        onSuccess: () => window.location.replace(paths.home),
        onError: (failure) => setError(serverMessage(failure)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border border-danger/40 p-4" aria-label="Close your account">
      <h3 className="font-semibold">Close your account</h3>
      <p className="text-sm text-muted">
        Your sign-in details and personal details are removed and you are signed out everywhere. Invoices the law makes us keep stay, without your
        name on our other records. This cannot be undone.
      </p>
      <TextField label="Current password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextField label={`Type ${CLOSE_CONFIRMATION} to confirm`} autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="danger" className="sm:justify-self-start" disabled={close.isPending || confirm.trim() !== CLOSE_CONFIRMATION || !password}>
        {close.isPending ? 'Closing...' : 'Close my account'}
      </Button>
    </form>
  );
}
