/**
 * The cart button's and the account menu's room while the signed-in user is not known yet (or their
 * code is loading): the size of each, so the header does not move when they arrive (issue 10: CLS on
 * signed-in pages).
 */
export function AccountPlaceholder() {
  return (
    <>
      <span className="h-11 w-11 shrink-0" aria-hidden="true" />
      <span className="h-11 w-[4.25rem] shrink-0 animate-pulse rounded-full border border-border bg-surface" aria-hidden="true" />
    </>
  );
}
