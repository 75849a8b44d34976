// The job's status and the moves the server allows from it, one button each. A refused move (another
// admin got there first) shows the server's 409 message.
import { useState } from 'react';
import { STATUS_DESCRIPTIONS, type JobStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { Notice } from '../../../components/form/notice';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useChangeStatus } from '../api/job-writes';
import { Panel } from './panel';

export function StatusPanel({ job }: { job: AdminJob }) {
  const move = useChangeStatus(job.qrCode);
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const moveTo = (status: JobStatus) => {
    setRefusal(null);
    move.mutate(
      { status, ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: (moved) => {
          setMessage('');
          toast({ title: `Moved to ${moved.status}`, variant: 'success' });
        },
        onError: (error) => setRefusal(serverMessage(error)),
      },
    );
  };

  return (
    <Panel title="Status">
      <p className="text-2xl font-bold text-primary" aria-live="polite">
        {job.status}
      </p>
      <p className="text-sm text-muted">{STATUS_DESCRIPTIONS[job.status]}</p>
      {job.allowedNextStatuses.length > 0 ? (
        <>
          <TextAreaField
            label="Message to the customer"
            optional
            rows={2}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            hint="Sent with the status email and shown on the tracking page."
          />
          <div role="group" aria-label="Move to" className="flex flex-wrap gap-2">
            {job.allowedNextStatuses.map((status) => (
              <Button key={status} variant={status === 'Cancelled' || status === 'Unrepairable / returned' ? 'outline' : 'secondary'} disabled={move.isPending} onClick={() => moveTo(status)}>
                {status}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p className="text-sm text-subtle">This job is closed: its status can no longer change.</p>
      )}
      {refusal ? (
        <Notice tone="error" role="alert" title="The status did not change">
          {refusal}
        </Notice>
      ) : null}
    </Panel>
  );
}
