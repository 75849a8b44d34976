// GET /api/admin/api-keys: the keys page's list, newest first, without secrets or their hashes.
import * as apiKeyRoutes from '../../../shared/api/routes/api-keys';
import { apiKeyView } from '../../api-keys/api-keys';
import { listApiKeyRecords } from '../../data/api-keys';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(apiKeyRoutes.listApiKeys, async ({ now }) => {
  const records = await listApiKeyRecords();
  return { body: { keys: records.reverse().map((record) => apiKeyView(record, now)) } };
});
