// DELETE /api/admin/family-groups/{groupId}: staff dissolve a group; every member keeps their own points.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { dissolveGroup, requireGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.dissolveFamilyGroup, async ({ params }) => {
  await dissolveGroup(await requireGroup(params.groupId));
  return { body: { ok: true } };
});
