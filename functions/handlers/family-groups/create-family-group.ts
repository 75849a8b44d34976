// POST /api/admin/family-groups {name, ownerEmail}: staff start a group for an existing account.
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { createGroupForOwner } from '../../family-groups/family-groups';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.createFamilyGroup, async ({ body, now }) => {
  return { body: await createGroupForOwner(body.name, body.ownerEmail, now) };
});
