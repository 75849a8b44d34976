// GET /api/site-status, what every visitor may know: a settings route (in settingsRoutes) in a file of
// its own, so public pages load this route's schemas and not the admin settings' (decision 210).
import { defineRoute } from '../define-route';
import { SiteStatusSchema } from '../../schemas/site-status';

export const getSiteStatus = /* @__PURE__ */ defineRoute({
  name: 'GetSiteStatus',
  summary: "Which parts of the site are switched on, the shop's opening hours and closures",
  method: 'GET',
  path: '/api/site-status',
  auth: 'public',
  handler: 'settings/get-site-status',
  table: 'read',
  response: SiteStatusSchema,
});
