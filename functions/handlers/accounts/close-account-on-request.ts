// POST /api/admin/users/{userId}/close {requestReference, requestNote}: an admin closes a customer's
// account, only with the customer's request on record (its reference and a note on how it came and
// how the customer was identified), kept on the closed account's marker and in the audit trail.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { closeAccount } from '../../accounts/close-account';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(accountRoutes.closeAccountOnRequest, async ({ params, body, now, ...caller }) => {
  const user = await getUserById(params.userId);
  if (!user) throw new NotFoundError('No account has that id.');
  if (user.id === caller.session.userId) throw new BadRequestError('Close your own account from My Account.');
  const closedAt = await closeAccount(
    user,
    { kind: 'admin', adminId: caller.session.userId, requestReference: body.requestReference, requestNote: body.requestNote },
    caller,
    now,
  );
  return { body: { message: 'The account is closed and its personal details have been removed.', closedAt } };
});
