// Notes on the job: an internal note stays on the admin pages; a customer update shows on the
// tracking page. The timeline lists both, marked.
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../../shared/dates';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';
import { useAddNote } from '../api/job-writes';
import { Panel } from './panel';

const visibilities = [
  { value: 'internal', label: 'Internal note' },
  { value: 'customer', label: 'Customer update' },
] as const;

function entryTitle(entry: AdminJob['timeline'][number]): string {
  switch (entry.kind) {
    case 'status':
      return entry.fromStatus ? `${entry.fromStatus} → ${entry.status ?? ''}` : `Opened as ${entry.status ?? ''}`;
    case 'note':
      return 'Internal note';
    case 'update':
      return 'Customer update';
    case 'estimate':
      return 'Estimate';
    case 'claim':
      return 'Account';
  }
}

export function NotesPanel({ job }: { job: AdminJob }) {
  const addNote = useAddNote(job.qrCode);
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<'internal' | 'customer'>('internal');
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (text.trim() === '') {
      failure.show('Note is required');
      return;
    }
    addNote.mutate({ text: text.trim(), visibility }, { onSuccess: () => setText(''), onError: failure.onError });
  };

  return (
    <Panel title="Timeline and notes">
      <ol className="grid gap-3" aria-label="Timeline">
        {job.timeline.map((entry) => (
          <li key={entry.id} className={cn('rounded-xl border p-3 text-sm', entry.visibility === 'internal' ? 'border-accent/40 bg-accent/5' : 'border-border bg-surface-raised/50')}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">{entryTitle(entry)}</p>
              <p className="text-xs text-subtle">
                {formatDateTime(entry.at)} · {entry.by.name}
              </p>
            </div>
            {entry.message ? <p className="mt-1 whitespace-pre-line text-muted">{entry.message}</p> : null}
            <p className="mt-1 text-xs text-subtle">{entry.visibility === 'internal' ? 'Staff only' : 'Customer can see this'}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={onSubmit} noValidate aria-label="Add a note" className="grid gap-3 border-t border-border pt-4">
        <ChoiceField legend="Who sees it" name="note-visibility" value={visibility} options={visibilities} onChange={setVisibility} />
        <TextAreaField label="Note" name="text" rows={3} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={addNote.isPending}>
          {visibility === 'internal' ? 'Add internal note' : 'Send customer update'}
        </Button>
      </form>
      <FormFailure message={failure.message} />
    </Panel>
  );
}
