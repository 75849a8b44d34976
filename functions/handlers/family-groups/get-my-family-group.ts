// GET /api/user/family-group: the caller's family group (members, open invitations) or none.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { myFamilyGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.getMyFamilyGroup, async ({ session, now }) => {
  return { body: await myFamilyGroup(session.userId, now) };
});
