// The one way a browser test puts a session made through the API into a browser: the HttpOnly session
// cookie and, beside it, the readable signed-in hint a real sign-in sets (decision 118). Without the
// hint the page takes the visitor for anonymous without asking GET /api/user, and guarded pages send
// them to /auth.
import type { BrowserContext } from 'playwright-core';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';

/** `sessionCookie` is the `name=value` pair from the sign-in response's Set-Cookie. */
export async function addSignedInSession(context: BrowserContext, baseUrl: string, sessionCookie: string): Promise<void> {
  const [name, value] = sessionCookie.split('=') as [string, string];
  await context.addCookies([
    { name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseUrl, sameSite: 'Lax' },
  ]);
}
