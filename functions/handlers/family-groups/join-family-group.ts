// POST /api/user/family-group/join {token}: joins the group an emailed invitation names (once, before it expires).
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { joinFamilyGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.joinFamilyGroup, async ({ body, session, now }) => {
  return { body: await joinFamilyGroup(body.token, session.userId, now) };
});
