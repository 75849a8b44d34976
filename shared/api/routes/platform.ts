// Platform endpoints: health and page hits.
import * as z from 'zod/mini';
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { PageHitSchema } from '../../schemas/page-hit';

export const getHealth = /* @__PURE__ */ defineRoute({
  name: 'GetHealth',
  summary: "Says the API is up, with the server's time",
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  handler: 'platform/get-health',
  table: 'none',
  response: z.object({ ok: z.boolean(), time: z.string() }),
});
export const recordHit = /* @__PURE__ */ defineRoute({
  name: 'RecordHit',
  summary: "Records a page view for the site's own analytics",
  method: 'POST',
  path: '/api/hit',
  auth: 'public',
  handler: 'analytics/record-hit',
  table: 'read',
  publishesEvents: true,
  body: PageHitSchema,
  response: OkSchema,
  successStatus: 202,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as platformRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const platformRoutes = {
  getHealth,
  recordHit,
} satisfies Record<string, AnyRoute>;
