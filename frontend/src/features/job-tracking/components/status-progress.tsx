// The customer's path through a repair as five steps, with the current one marked and any pause named.
import Check from 'lucide-react/icons/check';
import { cn } from '../../../utils/cn';
import { PROGRESS_STEPS, type JobProgress } from '../utils/job-progress';

export function StatusProgress({ progress }: { progress: Extract<JobProgress, { kind: 'steps' }> }) {
  return (
    <ol aria-label="Repair progress" className="grid grid-cols-5 gap-1.5">
      {PROGRESS_STEPS.map((step, index) => {
        const finished = index < progress.done;
        const current = step === progress.current;
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="grid gap-2">
            <span className={cn('h-1.5 rounded-full', finished ? 'bg-success' : current ? 'bg-primary' : 'bg-border')} aria-hidden="true" />
            <span className={cn('flex items-start gap-1 text-xs leading-tight sm:text-sm', finished ? 'text-muted' : current ? 'font-semibold text-foreground' : 'text-subtle')}>
              {finished ? <Check className="mt-px h-3.5 w-3.5 shrink-0 text-success" aria-hidden="true" /> : null}
              {step}
              <span className="sr-only">{finished ? ' (done)' : current ? ' (now)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
