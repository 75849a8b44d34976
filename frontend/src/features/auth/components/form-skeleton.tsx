/** Placeholder fields while a form's code loads: the same rhythm as the real fields, so nothing jumps. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">Loading the form</span>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="grid gap-1.5" aria-hidden="true">
          <div className="h-4 w-32 animate-pulse rounded bg-surface-raised" />
          <div className="h-11 animate-pulse rounded-lg bg-surface-raised" />
        </div>
      ))}
      <div className="h-12 animate-pulse rounded-lg bg-primary/20" aria-hidden="true" />
    </div>
  );
}
