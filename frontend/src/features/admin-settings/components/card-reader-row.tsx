// One registered card reader in Settings: its label, location and reader, renamed or moved in place,
// or taken off the till's list (a payment already waiting on it carries on).
import { useState, type FormEvent } from 'react';
import type { TerminalReader } from '../../../../../shared/schemas/sales/terminal';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useRemoveCardReader, useUpdateCardReader } from '../api/card-readers';

export function CardReaderRow({ reader }: { reader: TerminalReader }) {
  const update = useUpdateCardReader();
  const remove = useRemoveCardReader();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(reader.label);
  const [location, setLocation] = useState(reader.location);
  const [failure, setFailure] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    update.mutate({ readerId: reader.readerId, label, location }, { onSuccess: () => setEditing(false), onError: (error) => setFailure(serverMessage(error)) });
  };

  if (editing) {
    return (
      <li>
        <form noValidate onSubmit={save} aria-label={`Edit ${reader.label}`} className="grid gap-2 sm:max-w-md">
          <TextField label="Reader label" name="editReaderLabel" value={label} onChange={(e) => setLabel(e.target.value)} />
          <TextField label="Reader location" name="editReaderLocation" value={location} onChange={(e) => setLocation(e.target.value)} />
          {failure ? <p role="alert" className="text-sm font-medium text-danger">{failure}</p> : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>Save reader</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => (setEditing(false), setLabel(reader.label), setLocation(reader.location), setFailure(null))}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 break-words">
        <span className="font-medium">{reader.label}</span> ({reader.location}){' '}
        {reader.simulatorUrl ? (
          <a href={reader.simulatorUrl} target="_blank" rel="noreferrer" className="underline">Simulated reader</a>
        ) : (
          <span className="text-muted">{reader.providerReaderId}</span>
        )}
      </span>
      <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${reader.label}`}>Edit</Button>
      <ConfirmDialog
        // "Remove" on screen (the button does not wrap: a long label would widen a phone's page), the reader's name for screen readers.
        trigger={
          <>
            Remove<span className="sr-only"> {reader.label}</span>
          </>
        }
        title={`Remove ${reader.label}?`}
        description="The till stops offering it. A payment already waiting on it carries on, and past payments keep its name. In the cloud the reader stays registered with Stripe."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(reader.readerId, {
            onSuccess: () => toast({ title: `${reader.label} removed`, variant: 'success' }),
            onError: (e) => toast({ title: serverMessage(e), variant: 'destructive' }),
          })
        }
      />
    </li>
  );
}
