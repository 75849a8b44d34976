// DELETE /api/user/family-group/members/{userId}: the owner removes a member (their points stay theirs).
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { myFamilyGroup, ownedGroupOf, removeFamilyMember } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.removeMyFamilyMember, async ({ params, session, now }) => {
  await removeFamilyMember(await ownedGroupOf(session.userId), params.userId, now);
  return { body: await myFamilyGroup(session.userId, now) };
});
