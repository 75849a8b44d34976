// /admin/console-log: the activity log for admins, newest first, filtered, one page at a time.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useActivityLog, type ActivityLogFilters } from '../api/activity-log';
import { ActivityLogFiltersForm } from './activity-log-filters';
import { ActivityLogTable } from './activity-log-table';
import { AdminPageHeader } from './admin-page-header';

export function ConsoleLogPage() {
  useDocumentTitle('Activity Log');
  const [filters, setFilters] = useState<ActivityLogFilters>({});
  const log = useActivityLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6">
      <AdminPageHeader title="Activity Log">
        Sign-ins, sign-outs, security actions and every admin change, newest first. Times are UK time.
      </AdminPageHeader>
      <ActivityLogFiltersForm onApply={setFilters} />
      {log.isPending ? (
        <PageSpinner label="Loading the activity log" />
      ) : !log.data ? (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-surface p-4 text-sm text-danger">
          {log.error?.message}
        </p>
      ) : entries.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-6 text-center text-sm text-muted">No activity matches these filters.</p>
      ) : (
        <>
          <ActivityLogTable entries={entries} />
          <div className="flex items-center justify-between gap-4 text-sm text-muted">
            <span aria-live="polite">Showing {entries.length} {entries.length === 1 ? 'entry' : 'entries'}</span>
            {log.hasNextPage ? (
              <Button variant="outline" size="sm" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            ) : (
              <span>End of the log</span>
            )}
          </div>
          {log.isFetchNextPageError ? <p role="alert" className="text-sm text-danger">{log.error?.message}</p> : null}
        </>
      )}
    </div>
  );
}
