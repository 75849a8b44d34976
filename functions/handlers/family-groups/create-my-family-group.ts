// POST /api/user/family-group {name}: the caller starts a family group and owns it (409 when already in one).
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { myFamilyGroup, startFamilyGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.createMyFamilyGroup, async ({ body, session, now }) => {
  await startFamilyGroup(body.name, session.userId, now);
  return { body: await myFamilyGroup(session.userId, now) };
});
