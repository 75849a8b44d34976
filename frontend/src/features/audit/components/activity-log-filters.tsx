// The activity log's filters: action, user (username, email or id) and London days. Applied on
// submit, so typing a name does not fetch on every key.
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, auditActionLabel, type AuditAction } from '../../../../../shared/audit-actions';
import { Button } from '../../../components/ui/button';
import type { ActivityLogFilters } from '../api/activity-log';

const fieldClasses =
  'block h-10 w-full rounded-lg border border-border-strong bg-background px-3 text-sm text-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30';
const labelClasses = 'block text-sm font-medium text-foreground';

export function ActivityLogFiltersForm({ onApply }: { onApply: (filters: ActivityLogFilters) => void }) {
  const [action, setAction] = useState('');
  const [user, setUser] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const problem = from && to && from > to ? 'The "From" day must not be after the "To" day.' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    onApply({
      ...(action ? { action: action as AuditAction } : {}),
      ...(user.trim() ? { user: user.trim() } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
  }

  function clear() {
    setAction('');
    setUser('');
    setFrom('');
    setTo('');
    onApply({});
  }

  return (
    <form onSubmit={submit} aria-label="Filter the activity log" className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <div className="grid gap-1.5">
        <label htmlFor="log-action" className={labelClasses}>Action</label>
        <select id="log-action" value={action} onChange={(e) => setAction(e.target.value)} className={fieldClasses}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {auditActionLabel(name)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="log-user" className={labelClasses}>User</label>
        <input id="log-user" value={user} onChange={(e) => setUser(e.target.value)} placeholder="Username or email" className={fieldClasses} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="log-from" className={labelClasses}>From</label>
        <input id="log-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={fieldClasses} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="log-to" className={labelClasses}>To</label>
        <input id="log-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={fieldClasses} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={Boolean(problem)}>Apply filters</Button>
        <Button variant="ghost" size="sm" onClick={clear}>Clear</Button>
      </div>
      {problem ? <p role="alert" className="text-sm font-medium text-danger sm:col-span-2 lg:col-span-5">{problem}</p> : null}
    </form>
  );
}
