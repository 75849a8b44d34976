// The shop's settings and site functions (issue 17): the admin's view and edits, and what every
// visitor may know (which services are open, today's hours). Contract: docs/api/settings.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { ShopSettingsSchema, SiteStatusSchema, UpdateSettingsRequestSchema } from '../../schemas/settings';
import { BusPingSchema, SystemHealthQuerySchema, SystemHealthSchema } from '../../schemas/system-health';

export const settingsRoutes = {
  getSettings: defineRoute({
    name: 'GetSettings',
    method: 'GET',
    path: '/api/admin/settings',
    auth: 'admin',
    handler: 'settings/get-settings',
    table: 'read',
    response: ShopSettingsSchema,
  }),
  updateSettings: defineRoute({
    name: 'UpdateSettings',
    method: 'PUT',
    path: '/api/admin/settings',
    auth: 'admin',
    handler: 'settings/update-settings',
    table: 'readwrite',
    body: UpdateSettingsRequestSchema,
    response: ShopSettingsSchema,
  }),
  getSiteStatus: defineRoute({
    name: 'GetSiteStatus',
    method: 'GET',
    path: '/api/site-status',
    auth: 'public',
    handler: 'settings/get-site-status',
    table: 'read',
    response: SiteStatusSchema,
  }),
  getSystemHealth: defineRoute({
    name: 'GetSystemHealth',
    method: 'GET',
    path: '/api/admin/check',
    auth: 'admin',
    handler: 'settings/get-system-health',
    table: 'read',
    query: SystemHealthQuerySchema,
    response: SystemHealthSchema,
  }),
  pingEventBus: defineRoute({
    name: 'PingEventBus',
    method: 'POST',
    path: '/api/admin/check/ping',
    auth: 'admin',
    handler: 'settings/ping-event-bus',
    table: 'none',
    response: BusPingSchema,
    successStatus: 202,
  }),
} satisfies Record<string, AnyRoute>;
