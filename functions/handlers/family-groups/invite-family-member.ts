// POST /api/user/family-group/invitations {email}: the owner invites an address; the link goes by email.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { inviteToFamilyGroup, myFamilyGroup, ownedGroupOf } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.inviteFamilyMember, async ({ body, session, event, now }) => {
  const record = await ownedGroupOf(session.userId);
  await inviteToFamilyGroup(record, body.email, record.group.ownerName, event, now);
  return { body: await myFamilyGroup(session.userId, now) };
});
