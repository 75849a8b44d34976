// A labelled form control with its hint and error message, wired for screen readers: the control
// gets the ids to point aria-describedby at.
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useId, type ReactNode } from 'react';
import { errorClasses, hintClasses, labelClasses } from './field-classes';

export interface FieldIds {
  id: string;
  /** Space-separated ids of the hint and error, for aria-describedby; undefined when neither shows. */
  describedBy: string | undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Extra ids the control is also described by (a checklist, a status line). */
  describedBy?: string;
  /** Content beside the label, right-aligned (a 'Forgot password' link). */
  labelAside?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
  /** Content under the control, before the hint and error. */
  below?: ReactNode;
}

export function FieldShell({ label, error, hint, optional, describedBy, labelAside, children, below }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClasses}>
          {label}
          {optional ? <span className="ml-1.5 text-xs font-normal text-subtle"> (optional)</span> : null}
        </label>
        {labelAside}
      </div>
      {children({ id, describedBy: ids || undefined })}
      {below}
      {hint ? (
        <p id={hintId} className={hintClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`flex items-start gap-1.5 ${errorClasses}`}>
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
