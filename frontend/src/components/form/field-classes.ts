import { cn } from '../../utils/cn';

/** The look of text inputs and text boxes; red border when the field has an error. */
export function inputClasses(invalid: boolean, extra?: string, multiline = false): string {
  return cn(
    multiline ? 'py-2.5' : 'h-11',
    'block w-full rounded-lg border bg-background px-3 text-base text-foreground placeholder:text-subtle sm:text-sm',
    'transition-colors focus:outline-none focus-visible:outline-none focus:ring-2',
    invalid ? 'border-danger focus:border-danger focus:ring-danger/30' : 'border-border-strong focus:border-primary focus:ring-primary/30',
    'disabled:cursor-not-allowed disabled:opacity-60',
    extra,
  );
}

export const labelClasses = 'block text-sm font-medium text-foreground';
export const hintClasses = 'text-sm text-subtle';
export const errorClasses = 'text-sm font-medium text-danger';
