// The dashboard's first section: the repairs still open, those waiting for the customer first.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Notice } from '../../../components/form/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { myJobsQueryOptions } from '../api/my-jobs';
import { activeJobs } from '../utils/job-order';
import { JobListItem } from './job-list-item';

export function ActiveJobsSection() {
  const jobs = useQuery(myJobsQueryOptions());
  const active = jobs.data ? activeJobs(jobs.data.jobs) : [];
  const waiting = active.filter((job) => job.status === 'Awaiting approval');
  const others = active.filter((job) => job.status !== 'Awaiting approval');
  return (
    <section aria-labelledby="active-jobs-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="active-jobs-title" className="text-xl font-semibold">
          Active repairs
        </h2>
        <Link to={paths.repairs} className="text-sm font-medium text-primary hover:underline">
          Repair History
        </Link>
      </div>
      {jobs.isPending ? (
        <Spinner label="Loading your repairs" />
      ) : jobs.isError ? (
        <Notice tone="error" title="Could not load your repairs">
          {serverMessage(jobs.error)}
        </Notice>
      ) : active.length === 0 ? (
        <p className="text-muted">No repairs in progress.</p>
      ) : (
        <ul className="grid gap-3">
          {[...waiting, ...others].map((job) => (
            <JobListItem key={job.qrCode} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
