// Staff's enquiries from the contact form, newest first; the answer is emailed to the person.
import { useState } from 'react';
import type { Enquiry } from '../../../../../shared/schemas/content/enquiries';
import { formatDateTime } from '../../../../../shared/dates';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useAnswerEnquiry } from '../api/content-admin';
import { WriteError } from './write-result';

function EnquiryItem({ enquiry }: { enquiry: Enquiry }) {
  const [reply, setReply] = useState('');
  const answer = useAnswerEnquiry();
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <p className="text-sm text-subtle">
        {formatDateTime(enquiry.createdAt)} · <span className="font-semibold text-foreground">{enquiry.status === 'new' ? 'New' : 'Answered'}</span>
      </p>
      <p className="font-medium">
        {enquiry.name} · <a href={`mailto:${enquiry.email}`} className="text-primary hover:underline">{enquiry.email}</a>
        {enquiry.phone ? ` · ${enquiry.phone}` : ''}
      </p>
      <p className="whitespace-pre-line">{enquiry.message}</p>
      {enquiry.reply ? (
        <p className="rounded-xl border-l-4 border-primary bg-surface-raised/60 p-3 text-sm whitespace-pre-line">
          {enquiry.answeredBy}: {enquiry.reply}
        </p>
      ) : (
        <>
          <TextAreaField label="Answer (emailed to them)" name={`answer-${enquiry.id}`} rows={3} value={reply} onChange={(e) => setReply(e.target.value)} />
          <WriteError error={answer.error} />
          <div>
            <Button size="sm" disabled={answer.isPending || !reply.trim()} onClick={() => answer.mutate({ id: enquiry.id, body: { reply } }, { onSuccess: () => toast({ title: 'Answer sent', variant: 'success' }) })}>
              Send answer
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

export function EnquiriesPanel({ enquiries }: { enquiries: readonly Enquiry[] }) {
  if (!enquiries.length) return <p className="text-muted">No enquiries yet.</p>;
  return (
    <ul className="grid gap-4">
      {enquiries.map((enquiry) => (
        <EnquiryItem key={enquiry.id} enquiry={enquiry} />
      ))}
    </ul>
  );
}
