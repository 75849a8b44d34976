// The shop's settings and site functions (issue 17): the admin's view and edits, and what every
// visitor may know (which services are open, today's hours). Contract: docs/api/settings.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { ShopSettingsSchema, SiteStatusSchema, UpdateSettingsRequestSchema } from '../../schemas/settings';

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
} satisfies Record<string, AnyRoute>;
