// The signed-in hint cookie (decision 118) follows the session cookie: set with the same lifetime when
// a session cookie is issued, cleared when it is cleared, and cleared on a 401 for a browser that
// still holds it (its session ended on the server: expired, revoked or signed out elsewhere).
import { SIGNED_IN_HINT_COOKIE } from '../../shared/api/signed-in-hint';
import { SESSION_COOKIE } from '../data/sessions';
import { env } from '../env';

function hintCookie(maxAgeSeconds: number): string {
  // Not HttpOnly on purpose: the page reads it. It carries no secret.
  const attributes = [`${SIGNED_IN_HINT_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}`, 'Path=/', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (env.STAGE !== 'local' && env.STAGE !== 'test') attributes.push('Secure');
  return attributes.join('; ');
}

/** The response's cookies plus the hint that matches the session cookie among them, if any. */
export function withSignedInHint(cookies: readonly string[] | undefined): string[] | undefined {
  const session = cookies?.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!cookies || !session) return cookies ? [...cookies] : undefined;
  const maxAge = Number(/Max-Age=(\d+)/i.exec(session)?.[1] ?? '0');
  const live = !session.startsWith(`${SESSION_COOKIE}=;`) && maxAge > 0;
  return [...cookies, hintCookie(live ? maxAge : 0)];
}

/** The cookie that clears the hint, for a 401 answered to a browser that still sends it. */
export function clearedHintFor(requestCookies: readonly string[] | undefined): string[] | undefined {
  const holdsHint = requestCookies?.some((cookie) => cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`)));
  return holdsHint ? [hintCookie(0)] : undefined;
}
