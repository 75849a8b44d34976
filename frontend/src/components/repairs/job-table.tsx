// Jobs as a table where there is room for its columns and as cards where there is not (a phone, or a
// half-width box of the admin dashboard): sized by its container, not the screen. Each opens its job sheet.
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../shared/dates';
import { isClosedStatus } from '../../../../shared/repairs/statuses';
import type { JobSummary } from '../../../../shared/schemas/repairs/job';
import { paths } from '../../config/paths';

function overdue(job: JobSummary, now: number): boolean {
  return job.promisedAt !== undefined && !isClosedStatus(job.status) && Date.parse(job.promisedAt) < now;
}

export function JobTable({ jobs, label = 'Jobs' }: { jobs: readonly JobSummary[]; label?: string }) {
  const now = Date.now();
  return (
    <ul className="@container grid grid-cols-[minmax(0,1fr)] gap-2" aria-label={label}>
      {jobs.map((job) => (
        <li key={job.qrCode}>
          <Link
            to={generatePath(paths.adminJob, { qrCode: job.qrCode })}
            className="grid grid-cols-[minmax(0,1fr)] gap-1 rounded-xl border border-border bg-surface p-4 transition-colors hover:border-primary @3xl:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_10rem_8rem] @3xl:items-center @3xl:gap-4"
          >
            <span className="font-mono font-semibold text-primary">{job.jobNumber}</span>
            <span>
              <span className="block font-medium">{job.deviceLabel}</span>
              <span className="block truncate text-sm text-muted">{job.fault}</span>
            </span>
            <span className="text-sm text-muted">{job.customerName ?? 'Walk-in'}</span>
            <span className="text-sm font-semibold">
              {job.status}
              {job.isWarrantyClaim ? <span className="ml-1 text-xs font-normal text-accent">(warranty)</span> : null}
            </span>
            <span className={overdue(job, now) ? 'text-sm font-semibold text-danger' : 'text-sm text-subtle'}>
              {job.promisedAt ? `${overdue(job, now) ? 'Overdue: ' : 'Due '}${formatDate(job.promisedAt)}` : formatDate(job.openedAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
