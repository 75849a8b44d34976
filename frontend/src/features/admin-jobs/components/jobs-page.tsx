// /admin/jobs: every job newest first ("Load more"), or a search by job number, customer, phone,
// IMEI or serial; either filtered by status. "New job" opens the walk-in intake.
import Plus from 'lucide-react/icons/plus';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { JOB_STATUSES, type JobStatus } from '../../../../../shared/repairs/statuses';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { useJobList, type JobListFilters } from '../api/job-list';
import { JobTable } from '../../../components/repairs/job-table';

export const SEARCH_MIN_LENGTH = 3;

export function JobsPage({ newJobHref, initialStatus }: { newJobHref: string; initialStatus?: JobStatus }) {
  useDocumentTitle('Jobs');
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<JobStatus | ''>(initialStatus ?? '');
  const [filters, setFilters] = useState<JobListFilters>(initialStatus ? { status: initialStatus } : {});
  const [tooShort, setTooShort] = useState(false);
  const list = useJobList(filters);
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];

  const apply = (q: string, nextStatus: JobStatus | '') => {
    const trimmed = q.trim();
    const short = trimmed !== '' && trimmed.length < SEARCH_MIN_LENGTH;
    setTooShort(short);
    if (short) return;
    setFilters({ ...(trimmed ? { q: trimmed } : {}), ...(nextStatus ? { status: nextStatus } : {}) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(typed, status);
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Jobs</h1>
          <p className="mt-1 text-sm text-muted">Search by job number, customer name, phone number, email, IMEI or serial.</p>
        </div>
        <Link to={newJobHref} className={buttonClasses('primary', 'md')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New job
        </Link>
      </header>

      <form role="search" onSubmit={onSubmit} noValidate className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor="job-search" className={labelClasses}>
            Search jobs
          </label>
          <input
            id="job-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="DRS-10421, 07700 900123, Siobhan O'Neill, IMEI..."
            aria-invalid={tooShort}
            aria-describedby={tooShort ? 'job-search-error' : undefined}
            className={inputClasses(tooShort)}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="job-status" className={labelClasses}>
            Status
          </label>
          <select
            id="job-status"
            value={status}
            onChange={(event) => {
              const next = event.target.value as JobStatus | '';
              setStatus(next);
              apply(typed, next);
            }}
            className={inputClasses(false)}
          >
            <option value="">Every status</option>
            {JOB_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
        {tooShort ? (
          <p id="job-search-error" role="alert" className="text-sm text-danger sm:col-span-3">
            Type at least {SEARCH_MIN_LENGTH} characters to search.
          </p>
        ) : null}
      </form>

      {list.isPending ? (
        <PageSpinner label="Loading jobs" />
      ) : list.isError && !list.data ? (
        <Notice tone="error" role="alert" title="The jobs could not be loaded">
          {serverMessage(list.error)}
        </Notice>
      ) : jobs.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-6 text-center text-sm text-muted">
          {filters.q ? `No job matches "${filters.q}".` : 'No jobs yet.'}
        </p>
      ) : (
        <>
          <JobTable jobs={jobs} />
          <div className="flex items-center justify-between gap-4 text-sm text-muted">
            <span aria-live="polite">
              Showing {jobs.length} {jobs.length === 1 ? 'job' : 'jobs'}
            </span>
            {list.hasNextPage ? (
              <Button variant="outline" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
