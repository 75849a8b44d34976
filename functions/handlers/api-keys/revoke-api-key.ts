// POST /api/admin/api-keys/{keyId}/revoke: the key stops working from its next call (decision 274).
// Revoking a revoked key answers it as it is; an unknown key is 404.
import * as apiKeyRoutes from '../../../shared/api/routes/api-keys';
import { apiKeyView, revokeApiKey } from '../../api-keys/api-keys';
import { recordAudit } from '../../audit/record-audit';
import { getApiKey } from '../../data/api-keys';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(apiKeyRoutes.revokeApiKey, async ({ params, session, now, ...caller }) => {
  const revoked = await revokeApiKey(params.keyId, session.userId, now);
  if (!revoked) {
    const existing = await getApiKey(params.keyId);
    if (!existing) throw new NotFoundError('No such API key');
    return { body: apiKeyView(existing, now) };
  }
  await recordAudit({
    action: 'api_key_revoked',
    details: `API key "${revoked.name}" (${revoked.id}) revoked`,
    caller,
    userId: session.userId,
    now,
  });
  return { body: revoked };
});
