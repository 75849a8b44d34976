// POST /api/user/family-group/leave: a member leaves; the owner leaving dissolves the group. Points stay.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { leaveFamilyGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.leaveFamilyGroup, async ({ session, now }) => {
  return { body: await leaveFamilyGroup(session.userId, now) };
});
