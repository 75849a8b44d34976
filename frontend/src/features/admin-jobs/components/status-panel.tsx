// The job's status and the moves the server allows from it, one button each. A refused move (another
// admin got there first) shows the server's 409 message. Closing a job without a repair (Cancelled,
// Unrepairable / returned) cannot be undone, so it is asked first; after a move the button pressed is
// gone, and focus goes to the new status rather than to the page's top (decision 250).
import { useRef, useState } from 'react';
import { CLOSED_STATUSES, STATUS_DESCRIPTIONS, type JobStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { Notice } from '../../../components/form/notice';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useChangeStatus } from '../api/job-writes';
import { Panel } from './panel';

export function StatusPanel({ job }: { job: AdminJob }) {
  const move = useChangeStatus(job.qrCode);
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = useRef<HTMLParagraphElement>(null);

  const moveTo = (status: JobStatus) => {
    setRefusal(null);
    move.mutate(
      { status, ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: (moved) => {
          setMessage('');
          current.current?.focus();
          toast({ title: `Moved to ${moved.status}`, variant: 'success' });
        },
        onError: (error) => setRefusal(serverMessage(error)),
      },
    );
  };

  return (
    <Panel title="Status">
      <p ref={current} tabIndex={-1} className="text-2xl font-bold text-primary" aria-live="polite">
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
            {job.allowedNextStatuses.map((status) =>
              CLOSED_STATUSES.includes(status) && status !== 'Collected' ? (
                <ConfirmDialog
                  key={status}
                  trigger={status}
                  triggerSize="md"
                  title={`Move job ${job.jobNumber} to ${status}?`}
                  description={`${STATUS_DESCRIPTIONS[status]} The job is then closed: its status can no longer change.`}
                  confirmLabel={`Move to ${status}`}
                  pending={move.isPending}
                  onConfirm={() => moveTo(status)}
                />
              ) : (
                <Button key={status} variant="secondary" disabled={move.isPending} onClick={() => moveTo(status)}>
                  {status}
                </Button>
              ),
            )}
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
