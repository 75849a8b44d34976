// Keeps keyboard focus in a part of the page that React redraws with other elements: the header swaps
// its first-paint links and buttons for the session part's (and staff's admin navigation), and the
// element a keyboard user had reached would go with them, leaving the focus on the page's body, so the
// next Tab started again from the top. When the focused element is removed, the focus moves to the
// element now at the same place in the part's tab order, as soon as there is one.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The part's elements a Tab can reach now, in document order (those not displayed at this width are left out). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

export function useFocusKeptInPlace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const remember = (element: HTMLElement) => ({ element, place: tabStops(root).indexOf(element) });
    // A keyboard user may have reached the part before this effect ran (a prerendered page's links are
    // there before the app has started).
    const active = document.activeElement;
    let focused: { element: HTMLElement; place: number } | null = active instanceof HTMLElement && root.contains(active) ? remember(active) : null;

    const onFocusIn = (event: FocusEvent) => {
      focused = remember(event.target as HTMLElement);
    };
    // Leaving by Tab or a click forgets the element; being removed keeps it, for the observer below.
    // Whether removal fires focusout differs between browsers, so the check waits for the mutation's
    // turn to have passed (the observer's callback runs before this task).
    const onFocusOut = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      setTimeout(() => {
        if (focused?.element === element && element.isConnected) focused = null;
      }, 0);
    };
    const observer = new MutationObserver(() => {
      if (!focused || focused.element.isConnected || focused.place < 0) return;
      const now = document.activeElement;
      // The focus went somewhere on purpose meanwhile: leave it there.
      if (now && now !== document.body) return;
      // The new elements may come in steps (staff's navigation after an empty room): until one stands
      // at the place, wait for the next change.
      const replacement = tabStops(root)[focused.place];
      if (!replacement) return;
      focused = null;
      replacement.focus();
    });

    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [ref]);
}
