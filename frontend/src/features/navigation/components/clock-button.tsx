// The admin header's clock (decision 260): "Clock in", or "Clock out" with the time the shift began.
// Its state is the server's, so every tab and device shows the same; a refusal says why in a toast.
import Clock from 'lucide-react/icons/clock';
import { formatTime } from '../../../../../shared/dates';
import { buttonClasses } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useClock, useClockMove } from '../api/clock';

/** `className` places it: the header shows it from the small breakpoint up, the slide-out menu below it. */
export function ClockButton({ className }: { className?: string }) {
  const clock = useClock();
  const move = useClockMove();
  if (!clock.data) return null;
  const since = clock.data.clockedIn?.clockedInAt;
  const label = since ? `Clock out (clocked in at ${formatTime(since)})` : 'Clock in';
  const onClick = () =>
    move.mutate(since ? 'out' : 'in', {
      onSuccess: (state) => toast({ title: state.clockedIn ? `Clocked in at ${formatTime(state.clockedIn.clockedInAt)}` : 'Clocked out', variant: 'success' }),
      onError: (error) => toast({ title: serverMessage(error), variant: 'destructive' }),
    });
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={move.isPending}
      aria-label={label}
      title={label}
      data-testid="clock-button"
      className={buttonClasses(since ? 'secondary' : 'outline', 'sm', `shrink-0 ${className ?? ''}`)}
    >
      <Clock className={since ? 'h-4 w-4 text-success' : 'h-4 w-4'} aria-hidden="true" />
      <span>{since ? `Clock out · ${formatTime(since)}` : 'Clock in'}</span>
    </button>
  );
}
