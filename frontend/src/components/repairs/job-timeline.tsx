// The customer-visible history of a job, newest first, in the shop's time zone.
import { formatDateTime } from '../../../../shared/dates';
import type { PublicJob } from '../../../../shared/schemas/repairs/job';

export function JobTimeline({ entries }: { entries: PublicJob['timeline'] }) {
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="relative grid gap-5 border-l border-border pl-5">
      {newestFirst.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.65rem] h-3 w-3 rounded-full border-2 border-background ${index === 0 ? 'bg-primary' : 'bg-border-strong'}`}
          />
          <p className="text-sm text-subtle">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.status ? <p className="font-semibold">{entry.status}</p> : null}
          {entry.message ? <p className="text-muted">{entry.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}
