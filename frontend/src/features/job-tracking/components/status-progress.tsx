// The customer's path through a repair as five steps, with the current one marked. On a phone the
// bar stands alone with one caption; wider screens label every step.
import Check from 'lucide-react/icons/check';
import { cn } from '../../../utils/cn';
import { PROGRESS_STEPS, type JobProgress } from '../utils/job-progress';

export function StatusProgress({ progress }: { progress: Extract<JobProgress, { kind: 'steps' }> }) {
  const position = progress.current ? progress.done + 1 : progress.done;
  return (
    <div className="grid gap-2">
      <ol aria-label="Repair progress" className="grid grid-cols-5 gap-1.5">
        {PROGRESS_STEPS.map((step, index) => {
          const finished = index < progress.done;
          const current = step === progress.current;
          return (
            <li key={step} aria-current={current ? 'step' : undefined} className="grid content-start gap-2">
              <span className={cn('h-1.5 rounded-full', finished ? 'bg-success' : current ? 'bg-primary' : 'bg-border')} aria-hidden="true" />
              <span
                className={cn(
                  'sr-only text-sm leading-tight sm:not-sr-only sm:flex sm:items-start sm:gap-1',
                  finished ? 'text-muted' : current ? 'font-semibold text-foreground' : 'text-subtle',
                )}
              >
                {finished ? <Check className="mt-px h-3.5 w-3.5 shrink-0 text-success" aria-hidden="true" /> : null}
                {step}
                <span className="sr-only">{finished ? ' (done)' : current ? ' (now)' : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="text-sm text-muted sm:hidden">
        Step {Math.max(position, 1)} of {PROGRESS_STEPS.length}
        {progress.current ? `: ${progress.current}` : position === PROGRESS_STEPS.length ? ': done' : ''}
      </p>
    </div>
  );
}
