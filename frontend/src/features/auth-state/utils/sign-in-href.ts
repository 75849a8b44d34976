import { paths } from '../../../config/paths';
import { SESSION_EXPIRED_PARAM } from '../../../lib/session-expiry';

/** The /auth link that brings the visitor back to `returnTo` (path and search) after signing in. */
export function signInHref(returnTo: string, { expired = false }: { expired?: boolean } = {}): string {
  const search = new URLSearchParams({ returnTo });
  if (expired) search.set(SESSION_EXPIRED_PARAM, '1');
  return `${paths.auth}?${search.toString()}`;
}
