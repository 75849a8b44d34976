// DELETE /api/admin/family-groups/{groupId}/members/{userId}: staff remove a member (their points stay theirs).
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { removeFamilyMember, requireGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.removeFamilyMember, async ({ params, now }) => {
  return { body: await removeFamilyMember(await requireGroup(params.groupId), params.userId, now) };
});
