export interface FormSkeletonProps {
  fields: number;
  /** A short row between the fields and the button (a checkbox and a link, as on the sign-in form). */
  rowBeforeSubmit?: boolean;
  /** A line of text under the button (as the sign-in form's "Register" offer). */
  lineAfterSubmit?: boolean;
}

/**
 * Placeholder fields while a form's code loads: the same rhythm and height as the real form, so
 * nothing below it moves when the form arrives (a guard sending a visitor to /auth showed it).
 */
export function FormSkeleton({ fields, rowBeforeSubmit = false, lineAfterSubmit = false }: FormSkeletonProps) {
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">Loading the form</span>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="grid gap-1.5" aria-hidden="true">
          <div className="h-5 w-32 animate-pulse rounded bg-surface-raised" />
          <div className="h-11 animate-pulse rounded-lg bg-surface-raised" />
        </div>
      ))}
      {rowBeforeSubmit ? <div className="h-5.5 w-2/3 animate-pulse rounded bg-surface-raised" aria-hidden="true" /> : null}
      <div className="h-12 animate-pulse rounded-lg bg-primary/20" aria-hidden="true" />
      {lineAfterSubmit ? <div className="mx-auto h-5 w-1/2 animate-pulse rounded bg-surface-raised" aria-hidden="true" /> : null}
    </div>
  );
}
