import { platformRoutes } from '../../../../../shared/api/routes/platform';
import type { PageHit } from '../../../../../shared/schemas/page-hit';
import { apiCall } from '../../../lib/api-client';

/** POST /api/hit. Callers ignore failures: analytics must never disturb the visitor. */
export function recordHit(hit: PageHit): Promise<unknown> {
  return apiCall(platformRoutes.recordHit, { body: hit });
}
