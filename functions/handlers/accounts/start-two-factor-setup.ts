// POST /api/2fa/setup: a new TOTP secret for the signed-in user, held until a first code confirms it.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { qrCodePngDataUrl } from '../../accounts/qr-code-png';
import { generateTotpSecret, otpauthUrl } from '../../accounts/totp';
import { savePendingTwoFactorSecret } from '../../data/two-factor';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { ConflictError, NotAuthenticatedError } from '../../lib/http-errors';

export const handler = createHandler(accountRoutes.startTwoFactorSetup, async ({ session }) => {
  const user = session && (await getUserById(session.userId));
  if (!user) throw new NotAuthenticatedError();
  if (user.twoFactorEnabled) throw new ConflictError('Two-factor authentication is already on. Turn it off first to set up a new app.');
  const secret = generateTotpSecret();
  await savePendingTwoFactorSecret(user.id, secret);
  const url = otpauthUrl(user.email, secret);
  const qrCodeDataUrl = await qrCodePngDataUrl(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { body: { secret, otpauthUrl: url, qrCodeDataUrl } };
});
