// The key facts of a job under its status: dates, estimate and warranty, as a definition list.
import { formatDate } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { PublicJob } from '../../../../../shared/schemas/repairs/job';
import { warrantyText } from '../../../lib/warranty-text';

const approvalText = { pending: 'waiting for your approval', approved: 'approved', declined: 'declined' } as const;

export function JobFacts({ job }: { job: PublicJob }) {
  const facts: { term: string; detail: string }[] = [{ term: 'Booked in', detail: formatDate(job.openedAt) }];
  if (job.promisedAt && !job.collectedAt) facts.push({ term: 'Expected by', detail: formatDate(job.promisedAt) });
  if (job.collectedAt) facts.push({ term: 'Collected', detail: formatDate(job.collectedAt) });
  if (job.isWarrantyClaim) facts.push({ term: 'Cost', detail: 'Warranty repair: no charge' });
  else if (job.estimatePence !== undefined) {
    const approval = job.estimateApproval ? ` (${approvalText[job.estimateApproval]})` : '';
    facts.push({ term: 'Estimate', detail: `${formatPence(job.estimatePence)}${approval}` });
  }
  if (job.deposit && job.deposit.paidPence > 0) facts.push({ term: 'Deposit paid', detail: formatPence(job.deposit.paidPence - job.deposit.refundedPence) });
  const warranty = warrantyText(job.warranty);
  if (warranty) facts.push({ term: 'Warranty', detail: warranty });

  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {facts.map(({ term, detail }) => (
        <div key={term} className="rounded-xl border border-border bg-surface-raised/60 p-4">
          <dt className="text-sm text-subtle">{term}</dt>
          <dd className="mt-1 font-semibold">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
