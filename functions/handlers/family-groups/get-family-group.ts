// GET /api/admin/family-groups/{groupId}: one group with its members and open invitations.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { toFamilyGroup } from '../../family-groups/family-group-views';
import { requireGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.getFamilyGroup, async ({ params, now }) => {
  return { body: toFamilyGroup(await requireGroup(params.groupId), now) };
});
