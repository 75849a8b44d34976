// The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure in the cloud (functions/lib/cookies.ts),
// kept by the browser for the session's absolute lifetime; the server enforces idle expiry itself.
import type { Role } from '../../shared/schemas/user';
import { SESSION_COOKIE, SESSION_LIFETIME } from '../data/sessions';
import { clearCookie, serializeCookie } from '../lib/cookies';

export function sessionCookie(token: string, role: Role): string {
  return serializeCookie(SESSION_COOKIE, token, Math.floor(SESSION_LIFETIME[role].absoluteMs / 1000));
}

export function clearedSessionCookie(): string {
  return clearCookie(SESSION_COOKIE);
}
