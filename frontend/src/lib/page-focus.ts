// Where keyboard focus is when a page changes (decision 250). A control that had focus and is gone
// (a link to the next page, a button that finished its job) leaves focus on the body, and Tab would
// go on from where that control was, often in the footer; the page's <main> takes it instead.

/** The id of the page's <main> (app/root-layout.tsx), which the skip link also targets. */
export const MAIN_ID = 'main';

/** Whether nothing the user chose has focus: the body, or the page's <main> that took it on arrival. */
export function nothingFocused(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.id === MAIN_ID;
}

/** Gives focus to the page's <main> when focus was lost, so the next Tab starts at the page's content. */
export function focusMainIfLost(): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
