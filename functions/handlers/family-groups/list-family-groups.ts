// GET /api/admin/family-groups: every group, newest first (one Query of the list index).
import * as familyGroupRoutes from '../../../shared/api/routes/family-groups';
import { listFamilyGroups } from '../../data/family-groups';
import { toFamilyGroupSummary } from '../../family-groups/family-group-views';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(familyGroupRoutes.listFamilyGroups, async () => {
  return { body: { groups: (await listFamilyGroups()).map(toFamilyGroupSummary) } };
});
