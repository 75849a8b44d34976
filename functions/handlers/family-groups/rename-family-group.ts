// PATCH /api/admin/family-groups/{groupId} {name}: staff rename a group.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { renameGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.renameFamilyGroup, async ({ params, body, now }) => {
  return { body: await renameGroup(params.groupId, body.name, now) };
});
