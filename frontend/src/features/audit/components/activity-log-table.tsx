import { auditActionLabel } from '../../../../../shared/audit-actions';
import { formatDateTime } from '../../../../../shared/dates';
import type { AuditEntry } from '../../../../../shared/schemas/audit';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** The log's rows, newest first, times in the shop's time zone. */
export function ActivityLogTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ScrollRegion label="Activity log" className="rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Activity log, newest first</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wide text-subtle">
          <tr>
            <th scope="col" className="px-4 py-3">When</th>
            <th scope="col" className="px-4 py-3">Action</th>
            <th scope="col" className="px-4 py-3">Details</th>
            <th scope="col" className="px-4 py-3">User</th>
            <th scope="col" className="px-4 py-3">Client address</th>
            <th scope="col" className="px-4 py-3">User agent</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td className="px-4 py-3 font-medium">
                {auditActionLabel(entry.action)}
                {entry.source === 'client' ? <span className="ml-2 rounded bg-surface-raised px-1.5 py-0.5 text-xs text-muted">reported by browser</span> : null}
              </td>
              <td className="px-4 py-3 text-muted">{entry.details}</td>
              <td className="px-4 py-3">
                {entry.username ?? <span className="text-subtle">Unknown</span>}
                {entry.approvedBy ? <span className="block text-xs text-muted">approved by {entry.approvedBy.username}</span> : null}
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">{entry.clientIp}</td>
              <td className="max-w-[16rem] truncate px-4 py-3 text-xs text-muted" title={entry.userAgent}>{entry.userAgent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
