// DELETE /api/user/family-group/invitations/{inviteId}: the owner withdraws an open invitation.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { cancelFamilyInvitation, myFamilyGroup, ownedGroupOf } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.cancelFamilyInvitation, async ({ params, session, now }) => {
  await cancelFamilyInvitation(await ownedGroupOf(session.userId), params.inviteId, now);
  return { body: await myFamilyGroup(session.userId, now) };
});
