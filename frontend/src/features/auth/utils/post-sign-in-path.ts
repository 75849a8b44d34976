// Where a signed-in visitor goes from /auth (spec section 2): returnTo when given, else /admin for
// admins, else /dashboard. returnTo comes from the address bar, so only this site's own paths count.
import { generatePath } from 'react-router';
import type { User } from '../../../../../shared/schemas/user';
import { paths } from '../../../config/paths';

/** A path on this site ('/x...'), never another origin ('//evil', '/\\evil', 'https:...') nor /auth itself. */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes are how browsers get tricked into reading another origin.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const url = new URL(raw, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid' || url.pathname === paths.auth) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * A customer who registered from a repair ticket's QR code is taken to add that repair to the new
 * account first (unless they were on their way somewhere).
 */
export function postSignInPath(user: Pick<User, 'role' | 'pendingJobClaim'>, returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo);
  if (target) return target;
  if (user.pendingJobClaim) return generatePath(paths.claimJob, { qrCode: user.pendingJobClaim.qrCode });
  return user.role === 'admin' ? paths.admin : paths.dashboard;
}
