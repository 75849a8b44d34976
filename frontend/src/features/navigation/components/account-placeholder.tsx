/**
 * The account menu's room while the signed-in user is not known yet (or its code is loading): the
 * size of its button, so the header does not move when it arrives (issue 10: CLS on signed-in pages).
 */
export function AccountPlaceholder() {
  return <span className="h-11 w-[4.25rem] shrink-0 animate-pulse rounded-full border border-border bg-surface" aria-hidden="true" />;
}
