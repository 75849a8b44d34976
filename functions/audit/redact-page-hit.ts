// Page hits are kept for a year and read by staff (the page views report's top pages), so the secrets
// some links carry are taken out before a hit is recorded (decision 378): a password reset's, an email
// check's and a staff invitation's token in the path; a family invitation's, a review request's and a
// receipt's claim code (or a gift card's code on the admin page) in the query. Whoever read them could
// use them: take over an account, join a family group, claim someone's points.
import type { PageHit } from '../../shared/schemas/page-hit';

export const REDACTED = 'redacted';

/** Pages whose last path segment is a token (functions/accounts/account-links.ts, staff/invitations.ts). */
export const TOKEN_PAGES = ['reset-password', 'verify-email', 'staff-invitation'] as const;
/** Query parameters that carry a secret wherever they appear. */
const SECRET_PARAMS = ['familyInvite', 'review', 'code'];

const tokenInPath = new RegExp(`(/(?:${TOKEN_PAGES.join('|')})/)[^/?#]+`, 'g');
const secretInQuery = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'g');

/** A path or URL (absolute or not, well formed or not) with its secrets replaced by "redacted". */
export function withoutSecrets(pathOrUrl: string): string {
  return pathOrUrl.replace(tokenInPath, `$1${REDACTED}`).replace(secretInQuery, `$1${REDACTED}`);
}

/** The hit as it may be kept: the path, the page's URL and the referrer (the page before) redacted. */
export function redactPageHit(hit: PageHit): PageHit {
  return { ...hit, path: withoutSecrets(hit.path), fullUrl: withoutSecrets(hit.fullUrl), referrer: withoutSecrets(hit.referrer) };
}
