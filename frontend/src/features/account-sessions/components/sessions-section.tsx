// "Where you're signed in" on My Account: each browser or device with the place its address points
// to and when it was last seen; end any one of them, or all the others at once.
import { useQuery } from '@tanstack/react-query';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from '../api/sessions';

function SessionsCard({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="account-sessions" className="rounded-2xl border border-border bg-surface p-5 sm:p-7">
      <h2 id="account-sessions" className="text-lg font-semibold">
        Where you&rsquo;re signed in
      </h2>
      <p className="mt-1 text-sm text-muted">If you do not recognise a device, sign it out and change your password.</p>
      <div className="mt-5" aria-live="polite">
        {children}
      </div>
    </section>
  );
}

const loading = <Spinner label="Loading your sessions" />;

/** The section while the sessions load, in My Account's frame (decision 221). */
export function SessionsSectionFrame() {
  return <SessionsCard>{loading}</SessionsCard>;
}

export function SessionsSection() {
  const sessions = useQuery(sessionsQueryOptions());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const onDone = {
    onSuccess: ({ message }: { message: string }) => toast({ title: 'Signed out', description: message, variant: 'success' }),
    onError: (error: Error) => toast({ title: 'Could not sign that device out', description: serverMessage(error), variant: 'destructive' }),
  };
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <SessionsCard>
      {sessions.isPending ? (
        loading
      ) : sessions.isError ? (
        <p className="text-danger">We could not load your sessions: {serverMessage(sessions.error)}</p>
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-raised/60 p-4">
                <MonitorSmartphone className="h-7 w-7 shrink-0 text-primary" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-semibold">
                    {session.device}
                    {session.current ? <span className="ml-2 text-xs font-semibold text-success">This device</span> : null}
                  </p>
                  <p className="text-sm text-muted">{session.place}</p>
                  <p className="text-sm text-muted">
                    Last seen {formatDateTime(session.lastSeenAt)} · signed in {formatDateTime(session.createdAt)}
                  </p>
                </div>
                {session.current ? null : (
                  <Button variant="outline" size="sm" disabled={endOne.isPending} onClick={() => endOne.mutate(session.id, onDone)}>
                    Sign out<span className="sr-only"> {session.device}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <Button variant="outline" className="sm:justify-self-start" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined, onDone)}>
              Sign out everywhere else
            </Button>
          ) : null}
        </div>
      )}
    </SessionsCard>
  );
}
