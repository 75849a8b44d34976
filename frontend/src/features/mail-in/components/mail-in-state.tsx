// A mail-in order's state as a small coloured label.
import type { MailInState } from '../../../../../shared/bookings/mail-in-rules';
import { cn } from '../../../utils/cn';

const tones: Record<MailInState, string> = {
  'Awaiting device': 'bg-accent/15 text-accent',
  Received: 'bg-primary/15 text-primary',
  Returned: 'bg-success/15 text-success',
  Cancelled: 'bg-surface-raised text-subtle',
};

export function MailInStateLabel({ state }: { state: MailInState }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold', tones[state])}>{state}</span>;
}
