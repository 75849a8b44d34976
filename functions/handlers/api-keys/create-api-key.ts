// POST /api/admin/api-keys: the owner makes an API key; the answer carries its secret, the only time
// it leaves the server (decision 274).
import * as apiKeyRoutes from '../../../shared/api/routes/api-keys';
import { createApiKey } from '../../api-keys/api-keys';
import { recordAudit } from '../../audit/record-audit';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(apiKeyRoutes.createApiKey, async ({ body, session, now, ...caller }) => {
  const owner = await getUserById(session.userId);
  const created = await createApiKey(body, { userId: session.userId, name: owner?.username ?? session.userId }, now);
  const { key } = created;
  await recordAudit({
    action: 'api_key_created',
    details: `API key "${key.name}" (${key.id}) created with ${key.permissions.join(', ')}, valid until ${key.validUntil}`,
    caller,
    userId: session.userId,
    now,
  });
  return { body: created };
});
