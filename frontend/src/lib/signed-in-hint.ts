// Reads the signed-in hint cookie (decision 118) without TanStack Query or the API client, so the
// first-load header can keep the account menu's room before the user is known.
import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';

/** False when no session can be live: the server sets the hint with every session cookie. */
export function mayBeSignedIn(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

const noSubscription = () => () => undefined;

let hintInThisTask: boolean | undefined;

/**
 * Reading document.cookie is a synchronous call to the browser (a millisecond or more on a phone), and
 * React reads a store's snapshot several times per component and render: up to 5 ms of one hydration
 * task on this machine. Read once per task; the cookie changes only with a server's answer, in a
 * later task (decision 210).
 */
function hintNow(): boolean {
  if (hintInThisTask === undefined) {
    hintInThisTask = mayBeSignedIn(document.cookie);
    queueMicrotask(() => {
      hintInThisTask = undefined;
    });
  }
  return hintInThisTask;
}

/**
 * Whether this browser may be signed in. False on the server and while a server-drawn page hydrates
 * (its HTML was drawn for a visitor); read at once when the app draws the page itself (signed-in pages).
 */
export function useMayBeSignedIn(): boolean {
  return useSyncExternalStore(
    noSubscription,
    hintNow,
    () => false,
  );
}
