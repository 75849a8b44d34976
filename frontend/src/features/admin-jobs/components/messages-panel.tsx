// How this job's customer hears about it (staff may override their choice) and every email and text
// sent about the job with its outcome, so a message that failed in the end is seen and followed up.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../../shared/dates';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_CHANNELS, type MessageChannel } from '../../../../../shared/messaging/channels';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import type { MessageLogEntry } from '../../../../../shared/schemas/repairs/messages';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useSetMessageChannel } from '../api/workshop-writes';
import { Panel } from './panel';

const OUTCOME: Record<MessageLogEntry['status'], { label: string; className: string }> = {
  sending: { label: 'Sending', className: 'text-muted' },
  sent: { label: 'Sent', className: 'text-success' },
  failed: { label: 'Failed', className: 'text-danger' },
  'opted-out': { label: 'Not sent: customer replied STOP', className: 'text-danger' },
};

const CUSTOMER_CHOICE = 'customer';

export function MessagesPanel({ job }: { job: AdminJob }) {
  const setChannel = useSetMessageChannel(job.qrCode);
  const [choice, setChoice] = useState<string>(job.messageChannel ?? CUSTOMER_CHOICE);
  const failure = useFormFailure();
  const failed = job.messages.filter((m) => m.status === 'failed' || m.status === 'opted-out').length;

  const save = () => {
    failure.clear();
    setChannel.mutate(choice === CUSTOMER_CHOICE ? null : (choice as MessageChannel), {
      onSuccess: () => toast({ title: 'Message channel saved', variant: 'success' }),
      onError: failure.onError,
    });
  };

  return (
    <Panel title="Messages to the customer">
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1.5 text-sm font-medium">
          Send messages by
          <select value={choice} onChange={(event) => setChoice(event.target.value)} className="h-11 rounded-lg border border-border-strong bg-background px-3 text-sm">
            <option value={CUSTOMER_CHOICE}>The customer's choice</option>
            {MESSAGE_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {MESSAGE_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" disabled={setChannel.isPending || choice === (job.messageChannel ?? CUSTOMER_CHOICE)} onClick={save}>
          Save
        </Button>
      </div>
      <Link to={paths.adminSettings} className="text-sm text-primary hover:underline">
        Edit the text message templates
      </Link>
      {failed ? (
        <Notice tone="error" title={failed === 1 ? '1 message was not delivered' : `${failed} messages were not delivered`}>
          Call the customer on {job.customer?.phone ?? 'their number'} or try another channel.
        </Notice>
      ) : null}
      {job.messages.length === 0 ? (
        <p className="text-sm text-subtle">No messages sent yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Messages sent">
          {[...job.messages].reverse().map((message) => (
            <li key={message.id} className="rounded-lg border border-border p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">
                  {message.channel === 'sms' ? 'SMS' : 'Email'} to {message.to}
                </span>
                <span className={OUTCOME[message.status].className}>{OUTCOME[message.status].label}</span>
              </p>
              <p className="mt-1 text-muted">{message.summary}</p>
              <p className="mt-1 text-xs text-subtle">
                {formatDateTime(message.requestedAt)}
                {message.attempts > 1 ? ` · ${message.attempts} attempts` : ''}
                {message.status === 'failed' && message.lastError ? ` · ${message.lastError}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      <FormFailure message={failure.message} />
    </Panel>
  );
}
