import LoaderCircle from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../ui/button';
import { cn } from '../../utils/cn';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  pending: boolean;
  /** The label while the request runs ('Signing in...'). */
  pendingLabel: string;
  children: ReactNode;
}

/** A full-width form submit button that says what it is doing while the request runs. */
export function SubmitButton({ pending, pendingLabel, children, disabled, className, size = 'lg', onMouseDown, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size={size}
      disabled={pending || disabled}
      aria-busy={pending}
      className={cn('w-full', className)}
      // The press leaves the focus in the field until the click: the field's blur message, drawn on
      // mousedown above the button, moved the button from under the pointer and the submit was lost.
      onMouseDown={(event) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
      {...props}
    >
      {pending ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
