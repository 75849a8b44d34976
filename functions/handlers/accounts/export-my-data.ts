// GET /api/user/data-export: everything held about the signed-in customer, as JSON (the page also
// turns it into a readable summary). Each download is audited.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { personalDataOf } from '../../accounts/personal-data';
import { recordAudit } from '../../audit/record-audit';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { NotAuthenticatedError } from '../../lib/http-errors';

export const handler = createHandler(accountRoutes.exportMyData, async ({ session, now, ...caller }) => {
  const user = session && (await getUserById(session.userId));
  if (!user) throw new NotAuthenticatedError();
  const data = await personalDataOf(user, session, now);
  await recordAudit({ action: 'data_exported', details: 'Personal data downloaded by the account owner', caller, userId: user.id, now });
  return { body: data, headers: { 'cache-control': 'no-store' } };
});
