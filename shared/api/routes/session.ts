// GET /api/user and POST /api/logout, the two calls every signed-in page's header and guard make:
// account routes (in accountRoutes) in a file of their own, so a signed-in page that makes no other
// account call (the dashboard, repair history) builds these two routes' schemas and not every account
// schema, 35-45 ms in one task on a phone (decision 213).
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { UserSchema } from '../../schemas/user';

export const getUser = /* @__PURE__ */ defineRoute({
  name: 'GetUser',
  summary: 'The signed-in account: name, role, verification and two-factor state',
  method: 'GET',
  path: '/api/user',
  auth: 'customer',
  handler: 'accounts/get-user',
  // readwrite: loading the app is the visit that keeps a session from idling out (decision 041).
  table: 'readwrite',
  response: UserSchema,
});

export const logOut = /* @__PURE__ */ defineRoute({
  name: 'LogOut',
  summary: 'Ends the current session and clears its cookie',
  method: 'POST',
  path: '/api/logout',
  auth: 'public',
  handler: 'accounts/log-out',
  table: 'readwrite',
  publishesEvents: true,
  response: OkSchema,
});
