/** A line of text not known yet, at the height of the line it stands in for. */
export function LinePlaceholder({ width }: { width: string }) {
  return <span className={`inline-block h-4 max-w-full animate-pulse rounded bg-surface-raised align-middle ${width}`} aria-hidden="true" />;
}
