// Every /api endpoint, declared once. Infra makes one Lambda and one HTTP API route per entry,
// the local server mounts the same handlers, and the browser's API client calls through these.
import * as z from 'zod/mini';
import { defineRoute, type AnyRoute } from './define-route';
import { OkSchema } from '../schemas/common';
import { PageHitSchema } from '../schemas/page-hit';
import { UserSchema } from '../schemas/user';

export const routes = {
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
  getUser: defineRoute({
    name: 'GetUser',
    method: 'GET',
    path: '/api/user',
    auth: 'customer',
    handler: 'accounts/get-user',
    table: 'read',
    response: UserSchema,
  }),
} satisfies Record<string, AnyRoute>;

export type Routes = typeof routes;
export const routeList: readonly AnyRoute[] = Object.values(routes);
