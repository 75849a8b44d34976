// The card readers the till sends card payments to (decision 280): the list, and a new one registered
// by label and location (and, in the cloud, Stripe's id of the reader; locally a simulated reader);
// each listed reader is edited or removed in its row.
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { serverMessage } from '../../../lib/server-message';
import { useCardReaders, useRegisterCardReader } from '../api/card-readers';
import { CardReaderRow } from './card-reader-row';
import { SettingsSection } from './settings-form-parts';

export function CardReadersForm() {
  const readers = useCardReaders();
  const register = useRegisterCardReader();
  const [label, setLabel] = useState('');
  const [location, setLocation] = useState('');
  const [providerReaderId, setProviderReaderId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    register.mutate(
      { label, location, providerReaderId: providerReaderId.trim() || undefined },
      { onSuccess: () => (setLabel(''), setLocation(''), setProviderReaderId('')), onError: (error) => setFailure(serverMessage(error)) },
    );
  };

  return (
    <SettingsSection
      id="settings-card-readers"
      title="Card readers"
      description="The till sends a sale's card part to one of these and completes the sale when the card is approved. Without a reader, staff type card payments taken on another terminal."
    >
      <QueryContent query={readers} loadingLabel="Loading the card readers" failedTitle="The card readers could not be loaded">
        {(data) =>
          data.readers.length === 0 ? (
            <p className="text-sm text-muted">No card readers are registered.</p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label="Registered card readers">
              {data.readers.map((r) => (
                <CardReaderRow key={r.readerId} reader={r} />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:max-w-md">
        <TextField label="Reader label" name="readerLabel" value={label} onChange={(e) => setLabel(e.target.value)} />
        <TextField label="Reader location" name="readerLocation" value={location} onChange={(e) => setLocation(e.target.value)} />
        <TextField label="Stripe reader id (tmr_…)" name="providerReaderId" optional autoComplete="off" value={providerReaderId} onChange={(e) => setProviderReaderId(e.target.value)} />
        {failure ? <p role="alert" className="text-sm font-medium text-danger">{failure}</p> : null}
        <div>
          <Button type="submit" disabled={register.isPending}>Register reader</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
