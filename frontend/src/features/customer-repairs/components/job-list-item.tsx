// One repair in the customer's lists: its number, status, device, fault and warranty, linking to the
// job. A job waiting for the customer's approval stands out, with Approve and Decline while pending.
import ChevronRight from 'lucide-react/icons/chevron-right';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { JobSummary } from '../../../../../shared/schemas/repairs/job';
import type { Warranty } from '../../../../../shared/repairs/warranty';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { PendingEstimate } from './pending-estimate';

export type MyJob = JobSummary & { warranty: Warranty };

export function JobListItem({ job }: { job: MyJob }) {
  const awaitingApproval = job.status === 'Awaiting approval';
  return (
    <li className={cn('grid gap-3 rounded-xl border p-4', awaitingApproval ? 'border-accent/60 bg-accent/10' : 'border-border bg-surface-raised/60')}>
      <Link to={generatePath(paths.repairDetail, { repairId: job.qrCode })} className="group grid gap-1 focus-visible:outline-none">
        <span className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold group-hover:text-primary group-focus-visible:underline">
            {job.jobNumber} · {job.deviceLabel}
          </span>
          <span className={cn('text-sm font-semibold', awaitingApproval ? 'text-accent' : 'text-muted')}>{job.status}</span>
        </span>
        <span className="line-clamp-2 text-muted">{job.fault}</span>
        {/* text-muted, not text-subtle: subtle lacks contrast on the amber tint of a job awaiting approval. */}
        <span className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
          <span>
            Booked in {formatDate(job.openedAt)}
            {job.isWarrantyClaim ? ' · warranty repair' : ''}
          </span>
          <ChevronRight className="h-4 w-4 group-hover:text-primary" aria-hidden="true" />
        </span>
      </Link>
      <WarrantyBadge warranty={job.warranty} />
      {awaitingApproval ? (
        <div className="border-t border-accent/30 pt-3">
          <PendingEstimate qrCode={job.qrCode} jobNumber={job.jobNumber} />
        </div>
      ) : null}
    </li>
  );
}
