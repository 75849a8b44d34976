// The shop's settings and site functions (issue 17): the admin's view and edits, and what every
// visitor may know (which services are open, today's hours). Contract: docs/api/settings.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { ShopSettingsSchema, UpdateSettingsRequestSchema } from '../../schemas/settings';
import { BusPingSchema, SystemHealthQuerySchema, SystemHealthSchema } from '../../schemas/system-health';
import { getSiteStatus } from './site-status';

// The public site status's route is in ./site-status (decision 210); it stays one of these routes.
export { getSiteStatus };

export const getSettings = /* @__PURE__ */ defineRoute({
  name: 'GetSettings',
  summary: "The shop's settings",
  method: 'GET',
  path: '/api/admin/settings',
  auth: 'admin',
  permission: 'settings.manage',
  handler: 'settings/get-settings',
  table: 'read',
  response: ShopSettingsSchema,
});
export const updateSettings = /* @__PURE__ */ defineRoute({
  name: 'UpdateSettings',
  summary: "Changes the shop's settings",
  method: 'PUT',
  path: '/api/admin/settings',
  auth: 'admin',
  permission: 'settings.manage',
  handler: 'settings/update-settings',
  table: 'readwrite',
  body: UpdateSettingsRequestSchema,
  response: ShopSettingsSchema,
});
export const getSystemHealth = /* @__PURE__ */ defineRoute({
  name: 'GetSystemHealth',
  summary: "The system check: the table, the event bus's last events and a ping's arrival",
  method: 'GET',
  path: '/api/admin/check',
  auth: 'admin',
  permission: 'settings.manage',
  handler: 'settings/get-system-health',
  table: 'read',
  query: SystemHealthQuerySchema,
  response: SystemHealthSchema,
});
export const pingEventBus = /* @__PURE__ */ defineRoute({
  name: 'PingEventBus',
  summary: 'Sends a test event through the bus, to be looked for by the system check',
  method: 'POST',
  path: '/api/admin/check/ping',
  auth: 'admin',
  permission: 'settings.manage',
  handler: 'settings/ping-event-bus',
  table: 'none',
  response: BusPingSchema,
  successStatus: 202,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as settingsRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const settingsRoutes = {
  getSettings,
  updateSettings,
  getSiteStatus,
  getSystemHealth,
  pingEventBus,
} satisfies Record<string, AnyRoute>;
