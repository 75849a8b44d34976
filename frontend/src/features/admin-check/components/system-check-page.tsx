// /admin/check: the health of the system. On opening (and on "Check again") it puts a ping on the
// event bus and asks every second, for up to 15 seconds, whether it has come back (decision 195).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../../shared/dates';
import type { BusPing, SystemHealth } from '../../../../../shared/schemas/system-health';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { systemHealthQueryOptions, usePingEventBus } from '../api/system-health';

const PING_WAIT_MS = 15_000;

function Check({ ok, title, children }: { ok: boolean | null; title: string; children: ReactNode }) {
  const state = ok === null ? 'Checking' : ok ? 'OK' : 'Problem';
  return (
    <li className="grid gap-1 rounded-xl border border-border bg-surface p-4" data-testid={`check-${title.toLowerCase().replace(/\s+/g, '-')}`}>
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="font-semibold">{title}:</span>
        <span className={ok === null ? 'text-muted' : ok ? 'text-success' : 'text-danger'}>{state}</span>
      </p>
      <p className="text-sm text-muted">{children}</p>
    </li>
  );
}

function Report({ health, pingState }: { health: SystemHealth; pingState: 'waiting' | 'delivered' | 'late' | 'failed' }) {
  const day = health.last24Hours;
  const atLeast = day.capped ? 'at least ' : '';
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Checks">
        <Check ok={health.table.reachable} title="Table">
          {health.table.reachable ? `Read in ${health.table.latencyMs} ms.` : `Not reachable (${health.table.error ?? 'no answer'}).`}
        </Check>
        <Check ok={pingState === 'waiting' ? null : pingState === 'delivered'} title="Event bus">
          {pingState === 'delivered'
            ? 'A test event went through the bus and its consumer stored it.'
            : pingState === 'waiting'
              ? 'Waiting for a test event to come back through the bus...'
              : pingState === 'failed'
                ? 'The test event could not be put on the bus.'
                : `The test event has not come back after ${PING_WAIT_MS / 1000} seconds.`}
        </Check>
        <Check ok={day.emailsFailed === 0} title="Emails">
          Last 24 hours: {day.emailsSent} sent, {day.emailsFailed} failed after every attempt, {day.emailsSwitchedOff} not sent (switched off in settings).
          {day.lastEmailAt ? ` Last sent ${formatDateTime(day.lastEmailAt)}.` : ' None sent.'}
        </Check>
        <Check ok={day.signInsThrottled === 0 && day.passcodeFailures < 5} title="Sign-ins and throttles">
          Last 24 hours: {atLeast}
          {day.signInsFailed} failed sign-ins, {day.signInsThrottled} refused for too many attempts, {day.passcodeFailures} wrong admin passcodes.
        </Check>
      </ul>
      <section aria-labelledby="events-title" className="grid gap-3">
        <h2 id="events-title" className="text-xl font-semibold">
          Last events processed
        </h2>
        <p className="text-sm text-muted">The newest audit records: each travelled the event bus to its consumer before it was stored.</p>
        <ol className="grid gap-2 text-sm">
          {health.lastEvents.map((event) => (
            <li key={`${event.at}-${event.action}-${event.details}`} className="grid gap-0.5 rounded-lg bg-surface-raised px-3 py-2 sm:grid-cols-[11rem_10rem_1fr] sm:gap-3">
              <span className="text-muted">{formatDateTime(event.at)}</span>
              <span className="font-medium">{event.label}</span>
              {/* Details can hold a long unbroken path or id: it may break anywhere rather than widen the page. */}
              <span className="wrap-anywhere">{event.details}</span>
            </li>
          ))}
        </ol>
      </section>
      <p className="text-xs text-subtle">
        Checked {formatDateTime(health.checkedAt)}. Server errors (5xx) and Lambda throttles are watched by CloudWatch alarms in the cloud, not counted here.
      </p>
    </>
  );
}

export function SystemCheckPage() {
  useDocumentTitle('System check');
  const ping = usePingEventBus();
  const [sent, setSent] = useState<BusPing | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const runPing = () => {
    setSent(null);
    setTimedOut(false);
    ping.mutate(undefined, { onSuccess: setSent });
  };
  // One ping when the page opens; "Check again" sends another.
  useEffect(() => runPing(), []);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setTimedOut(true), PING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [sent]);
  const health = useQuery({
    ...systemHealthQueryOptions(sent),
    refetchInterval: (query) => (sent && !timedOut && !query.state.data?.ping?.delivered ? 1000 : false),
  });
  const pingState = ping.isError ? 'failed' : health.data?.ping?.delivered ? 'delivered' : timedOut ? 'late' : 'waiting';
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">System check</h1>
          <p className="mt-1 text-sm text-muted">The table, the event bus, emails and refused sign-ins, as the app records them.</p>
        </div>
        <Button variant="secondary" onClick={runPing} disabled={ping.isPending}>
          Check again
        </Button>
      </header>
      {ping.isError ? (
        <Notice tone="error" role="alert" title="The event bus check could not start">
          {serverMessage(ping.error)}
        </Notice>
      ) : null}
      <QueryContent query={health} loadingLabel="Checking the system" failedTitle="The system check failed">
        {(data) => <Report health={data} pingState={pingState} />}
      </QueryContent>
    </div>
  );
}
