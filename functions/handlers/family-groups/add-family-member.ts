// POST /api/admin/family-groups/{groupId}/members {email}: staff add an existing account (no invitation).
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { addFamilyMemberByEmail, requireGroup } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.addFamilyMember, async ({ params, body, now }) => {
  return { body: await addFamilyMemberByEmail(await requireGroup(params.groupId), body.email, now) };
});
