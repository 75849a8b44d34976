// Platform endpoints: health and page hits.
import * as z from 'zod/mini';
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { PageHitSchema } from '../../schemas/page-hit';

export const platformRoutes = {
  getHealth: defineRoute({
    name: 'GetHealth',
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    handler: 'platform/get-health',
    table: 'none',
    response: z.object({ ok: z.boolean(), time: z.string() }),
  }),
  recordHit: defineRoute({
    name: 'RecordHit',
    method: 'POST',
    path: '/api/hit',
    auth: 'public',
    handler: 'analytics/record-hit',
    table: 'read',
    publishesEvents: true,
    body: PageHitSchema,
    response: OkSchema,
    successStatus: 202,
  }),
} satisfies Record<string, AnyRoute>;
