// /repairs (Repair History): every repair of the customer, newest first, with its warranty.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myJobsQueryOptions } from '../api/my-jobs';
import { newestFirst } from '../utils/job-order';
import { JobListItem } from './job-list-item';

const LOADING_LABEL = 'Loading your repairs';

function RepairHistoryLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Repair History');
  return (
    <section aria-labelledby="history-title" className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 id="history-title" className="text-3xl font-bold tracking-tight">
          Repair History
        </h1>
        <p className="mt-2 text-muted">Every repair in your account, newest first, with its 12-month warranty.</p>
      </header>
      {children}
    </section>
  );
}

/**
 * The page before the user and their repairs are known: exactly what the page draws while the list
 * loads. In the page's HTML and under the guard while it asks who is signed in, so the heading paints
 * at once and nothing moves when the page takes its place (decision 204).
 */
export function RepairHistoryFrame() {
  return (
    <RepairHistoryLayout>
      <PageSpinner label={LOADING_LABEL} />
    </RepairHistoryLayout>
  );
}

export function RepairHistoryPage() {
  const jobs = useQuery(myJobsQueryOptions());
  return (
    <RepairHistoryLayout>
      <QueryContent
        query={jobs}
        loadingLabel={LOADING_LABEL}
        failedTitle="Could not load your repairs"
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          <div className="grid justify-items-start gap-4 rounded-2xl border border-border bg-surface p-6">
            <p className="text-muted">No repairs yet. Book one online, or add a repair from your job ticket.</p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.booking} className={buttonClasses('primary')}>
                Book a repair
              </Link>
              <Link to={generatePath(paths.claimJob, {})} className={buttonClasses('outline')}>
                Add a repair from a ticket
              </Link>
            </div>
          </div>
        }
      >
        {(data) => (
          <ul className="grid gap-3">
            {newestFirst(data.jobs).map((job) => (
              <JobListItem key={job.qrCode} job={job} />
            ))}
          </ul>
        )}
      </QueryContent>
    </RepairHistoryLayout>
  );
}
