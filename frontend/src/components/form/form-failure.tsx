// Why an admin form's last try failed: the state the form keeps (cleared as a new try starts, filled
// from the server's words when a request fails), the alert that shows it, and the form's end that
// puts the submit button above that alert.
import { useState, type ReactNode } from 'react';
import { serverMessage } from '../../lib/server-message';
import { cn } from '../../utils/cn';
import { Button, type ButtonVariant } from '../ui/button';
import { Notice } from './notice';

export interface FormFailureState {
  /** What the last try's failure said; null when it did not fail. */
  message: string | null;
  /** Forgets the last failure, as a new try starts. */
  clear: () => void;
  /** Shows a failure found before anything is sent ('Group name is required'). */
  show: (message: string) => void;
  /** A mutation's onError: shows the server's words for the failed request. */
  onError: (error: unknown) => void;
}

export function useFormFailure(): FormFailureState {
  const [message, setMessage] = useState<string | null>(null);
  return { message, clear: () => setMessage(null), show: setMessage, onError: (error) => setMessage(serverMessage(error)) };
}

/** The alert for a failed try; nothing while there is none. `className` places it in the form's grid. */
export function FormFailure({ message, className }: { message: string | null; className?: string }) {
  return message ? (
    <Notice tone="error" role="alert" className={className}>
      {message}
    </Notice>
  ) : null;
}

export interface FormSubmitProps {
  pending: boolean;
  failure: string | null;
  variant?: ButtonVariant;
  /** Places the button's row in the form's grid; the alert too, unless `failureClassName` says otherwise. */
  className?: string;
  failureClassName?: string;
  /** Buttons beside the submit button (Cancel). */
  beside?: ReactNode;
  children: ReactNode;
}

/** An admin form's end: the submit button, off while the request runs, and under it why the last try failed. */
export function FormSubmit({ pending, failure, variant, className, failureClassName = className, beside, children }: FormSubmitProps) {
  return (
    <>
      <div className={cn('flex flex-wrap gap-2', className)}>
        <Button type="submit" variant={variant} disabled={pending}>
          {children}
        </Button>
        {beside}
      </div>
      <FormFailure message={failure} className={failureClassName} />
    </>
  );
}
