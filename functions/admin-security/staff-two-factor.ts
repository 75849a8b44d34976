// "Require two-factor sign-in for staff" (decision 258): while the shop's setting is on, a member of
// staff without two-factor is refused every admin route but the inactivity lock's own, until they
// set it up (the setup routes are the account's, not admin routes).
import type { Session } from '../data/sessions';
import { getShopSettings } from '../data/shop-settings';
import { getUserById } from '../data/users';
import { HttpError } from '../lib/http-errors';

export const TWO_FACTOR_REQUIRED_MESSAGE = 'The shop requires two-factor sign-in for staff. Set up two-factor authentication to continue.';

export async function requireStaffTwoFactor(session: Session, now: Date): Promise<void> {
  // A session started with two-factor on needs no read; one started before its setup reads the account once per request until the next sign-in.
  if (session.twoFactorEnabled) return;
  if (!(await getShopSettings(now)).staff.requireTwoFactor) return;
  if ((await getUserById(session.userId))?.twoFactorEnabled) return;
  throw new HttpError(403, TWO_FACTOR_REQUIRED_MESSAGE, { twoFactorSetupRequired: true });
}
