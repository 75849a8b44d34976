// /admin/tv: the workshop board for the wall screen - a column per active status, large type, the
// oldest job at the top of each, refreshing itself every 30 seconds with the time of the last refresh.
import Maximize from 'lucide-react/icons/maximize';
import { useRef } from 'react';
import { formatDate, formatTime } from '../../../../../shared/dates';
import type { JobStatus } from '../../../../../shared/repairs/statuses';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { cn } from '../../../utils/cn';
import { BOARD_REFRESH_MS, useBoardColumns } from '../api/board';

export const BOARD_STATUSES: readonly JobStatus[] = [
  'Checked in',
  'Diagnosing',
  'Awaiting approval',
  'Awaiting parts',
  'In repair',
  'Quality check',
  'Ready for collection',
];

export function WorkshopBoardPage() {
  useDocumentTitle('Workshop board');
  const columns = useBoardColumns(BOARD_STATUSES);
  const updatedAt = Math.max(0, ...columns.map((column) => column.dataUpdatedAt));
  const now = Date.now();
  const failed = columns.find((column) => column.isError);
  const board = useRef<HTMLDivElement>(null);

  return (
    <div ref={board} className="grid content-start gap-4 overflow-auto bg-background px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl font-bold tracking-tight">Workshop board</h1>
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-xl text-muted" aria-live="polite">
            {updatedAt ? `Updated ${formatTime(new Date(updatedAt).toISOString())}` : 'Loading...'} · refreshes every {BOARD_REFRESH_MS / 1000} s
          </p>
          {/* The wall screen shows the board alone, without the site's header and footer. */}
          <Button variant="outline" size="sm" onClick={() => void board.current?.requestFullscreen?.()}>
            <Maximize className="h-4 w-4" aria-hidden="true" />
            Full screen
          </Button>
        </div>
      </header>
      {failed ? (
        <p role="alert" className="rounded-xl bg-danger-surface p-4 text-xl text-danger">
          {serverMessage(failed.error)} Showing the last jobs loaded.
        </p>
      ) : null}
      {columns.every((column) => column.isPending) ? (
        <PageSpinner label="Loading the board" />
      ) : (
        // The columns scroll sideways on narrower screens: focusable, so the keyboard can scroll them too.
        <div
          role="region"
          aria-label="Job columns"
          tabIndex={0}
          className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-primary 2xl:auto-cols-auto 2xl:grid-flow-row 2xl:grid-cols-7 2xl:gap-3"
        >
          {BOARD_STATUSES.map((status, index) => {
            // The 50 waiting longest, oldest first; "50+" when more are in the column (decision 385).
            const jobs = columns[index]?.data?.jobs ?? [];
            const more = Boolean(columns[index]?.data?.nextCursor);
            const headingId = `board-${index}`;
            return (
              <section key={status} aria-labelledby={headingId} className="grid min-w-0 content-start gap-3 rounded-2xl border border-border bg-surface p-3">
                <h2 id={headingId} className="flex items-baseline justify-between gap-2 text-2xl font-bold">
                  <span>{status}</span>
                  <span className="rounded-full bg-surface-raised px-3 text-xl text-primary">
                    {jobs.length}
                    {more ? '+' : ''}
                  </span>
                </h2>
                <ul className="grid gap-3" aria-label={status}>
                  {jobs.map((job) => {
                    const late = job.promisedAt !== undefined && Date.parse(job.promisedAt) < now;
                    return (
                      <li key={job.qrCode} className={cn('rounded-xl border-l-8 bg-surface-raised/60 p-3', late ? 'border-danger' : 'border-primary')}>
                        <p className="font-mono text-2xl font-bold">{job.jobNumber}</p>
                        <p className="text-xl">{job.deviceLabel}</p>
                        <p className="text-lg text-muted">{job.assignedTo?.name ?? job.technician ?? 'Unassigned'}</p>
                        {job.status === 'Awaiting parts' && job.partsArrivedAt ? <p className="text-lg font-bold text-success">Parts arrived</p> : null}
                        {job.promisedAt ? <p className={cn('text-lg', late ? 'font-bold text-danger' : 'text-subtle')}>{late ? 'Overdue' : 'Due'} {formatDate(job.promisedAt)}</p> : null}
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
