// Technicians' time on the job: the caller starts and stops their own timer (one running at a time,
// anywhere), the stopped time adds up here, and uncharged time becomes one labour line at a rate.
import { useEffect, useState, type FormEvent } from 'react';
import { formatTime } from '../../../../../shared/dates';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { parsePounds } from '../../../utils/intake-form';
import { useChargeTime, useRunningTimer, useStartTimer, useStopTimer } from '../api/workshop-writes';
import { Panel } from './panel';

/** "1 h 05 min 09 s" for the running clock, "1 h 5 min" for totals. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h} h ` : ''}${String(m).padStart(h ? 2 : 1, '0')} min ${String(s).padStart(2, '0')} s`;
}

function total(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

function useElapsed(since: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [since]);
  return since ? Math.max(0, Math.floor((now - Date.parse(since)) / 1000)) : 0;
}

export function TimerPanel({ job }: { job: AdminJob }) {
  const running = useRunningTimer();
  const start = useStartTimer(job.qrCode);
  const stop = useStopTimer(job.qrCode);
  const charge = useChargeTime(job.qrCode);
  const [rate, setRate] = useState('');
  const [rateError, setRateError] = useState<string | undefined>();
  const failure = useFormFailure();
  const mine = running.data?.running;
  const mineHere = mine?.jobQr === job.qrCode ? mine : undefined;
  const elapsed = useElapsed(mineHere?.startedAt);
  const open = !isClosedStatus(job.status);
  const uncharged = job.timeEntries.filter((e) => e.stoppedAt && !e.lineId).reduce((sum, e) => sum + (e.seconds ?? 0), 0);

  const { onError } = failure;

  const onCharge = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const parsed = parsePounds(rate, 'Hourly rate');
    if ('error' in parsed) return setRateError(parsed.error);
    if (parsed.pence === null) return setRateError('Hourly rate is required');
    setRateError(undefined);
    charge.mutate(parsed.pence, { onSuccess: () => setRate(''), onError });
  };

  return (
    <Panel title="Technician time">
      <p className="text-sm">
        Time on this job: <strong data-testid="time-total">{total(job.timeTotalSeconds)}</strong>
      </p>
      {job.timeEntries.length ? (
        <ul className="grid gap-1 text-sm text-muted">
          {job.timeEntries.map((entry) => (
            <li key={entry.id}>
              {entry.technician}: {formatTime(entry.startedAt)}
              {entry.stoppedAt ? ` to ${formatTime(entry.stoppedAt)} (${total(entry.seconds ?? 0)})` : ' (running)'}
              {entry.lineId ? ', charged' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        mineHere ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-lg font-semibold text-primary" role="timer" aria-label="Your timer on this job">
              {clock(elapsed)}
            </p>
            <Button disabled={stop.isPending} onClick={() => (failure.clear(), stop.mutate(undefined, { onError }))}>
              Stop timer
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            {mine ? <p className="text-sm text-subtle">Your timer is running on job {mine.jobNumber}: stop it there first.</p> : null}
            <div>
              <Button variant="secondary" disabled={start.isPending || running.isPending} onClick={() => (failure.clear(), start.mutate(undefined, { onError }))}>
                Start timer
              </Button>
            </div>
          </div>
        )
      ) : null}
      {open && uncharged > 0 ? (
        <form onSubmit={onCharge} noValidate aria-label="Charge the time as labour" className="grid gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted">Not charged yet: {total(uncharged)}.</p>
          <TextField label="Hourly rate (£)" name="hourlyRate" inputMode="decimal" placeholder="45.00" value={rate} onChange={(event) => setRate(event.target.value)} error={rateError} />
          <Button type="submit" variant="secondary" disabled={charge.isPending}>
            Add as a labour line
          </Button>
        </form>
      ) : null}
      <FormFailure message={failure.message} />
    </Panel>
  );
}
