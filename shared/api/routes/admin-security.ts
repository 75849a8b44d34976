// Admin security (issue 4): the inactivity timeout's settings, the passcode that unlocks a timed-out
// admin session, and emergency recovery with the admin password. Decisions 060-064.
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import {
  AdminTimeoutStateSchema,
  ChangePasscodeRequestSchema,
  EmergencyRecoveryRequestSchema,
  TimeoutSettingsRequestSchema,
  VerifyPincodeRequestSchema,
} from '../../schemas/admin-security';

// The names the timeout exemption below reads, as constants: reading them through the routes would
// keep those routes and their schemas in every admin function's bundle (decision 024).
const VERIFY_ADMIN_PINCODE = 'VerifyAdminPincode';
const RECOVER_ADMIN_SESSION = 'RecoverAdminSession';

// Every admin route is readwrite here: each request is activity the session guard records.
export const getAdminTimeoutSettings = /* @__PURE__ */ defineRoute({
  name: 'GetAdminTimeoutSettings',
  summary: "The staff member's inactivity lock settings",
  method: 'GET',
  path: '/api/admin/timeout-settings',
  auth: 'admin',
  beforeTwoFactor: true,
  permission: 'admin.use',
  handler: 'admin-security/get-timeout-settings',
  table: 'readwrite',
  response: AdminTimeoutStateSchema,
});
export const updateAdminTimeoutSettings = /* @__PURE__ */ defineRoute({
  name: 'UpdateAdminTimeoutSettings',
  summary: "Changes the staff member's inactivity lock settings",
  method: 'PUT',
  path: '/api/admin/timeout-settings',
  auth: 'admin',
  beforeTwoFactor: true,
  permission: 'admin.use',
  handler: 'admin-security/update-timeout-settings',
  table: 'readwrite',
  publishesEvents: true,
  body: TimeoutSettingsRequestSchema,
  response: AdminTimeoutStateSchema,
});
export const changeAdminPasscode = /* @__PURE__ */ defineRoute({
  name: 'ChangeAdminPasscode',
  summary: "Changes the staff member's passcode for the inactivity lock",
  method: 'PUT',
  path: '/api/admin/passcode',
  auth: 'admin',
  beforeTwoFactor: true,
  permission: 'admin.use',
  handler: 'admin-security/change-passcode',
  table: 'readwrite',
  publishesEvents: true,
  body: ChangePasscodeRequestSchema,
  response: AdminTimeoutStateSchema,
});
// GET: a visit like GET /api/user, whose only effect is the session's activity (the session guard
// stores it); as a non-GET it would be an admin write, audited once a minute per admin (decision 061).
export const recordAdminActivity = /* @__PURE__ */ defineRoute({
  name: 'RecordAdminActivity',
  summary: 'Keeps a staff session from locking for inactivity',
  method: 'GET',
  path: '/api/admin/activity',
  auth: 'admin',
  beforeTwoFactor: true,
  permission: 'admin.use',
  handler: 'admin-security/record-activity',
  table: 'readwrite',
  response: OkSchema,
});
export const verifyAdminPincode = /* @__PURE__ */ defineRoute({
  name: VERIFY_ADMIN_PINCODE,
  summary: 'Unlocks a locked staff session with the passcode',
  method: 'POST',
  path: '/api/admin/verify-pincode',
  auth: 'admin',
  beforeTwoFactor: true,
  permission: 'admin.use',
  handler: 'admin-security/verify-pincode',
  table: 'readwrite',
  publishesEvents: true,
  body: VerifyPincodeRequestSchema,
  response: OkSchema,
});
export const recoverAdminSession = /* @__PURE__ */ defineRoute({
  name: RECOVER_ADMIN_SESSION,
  summary: 'Unlocks a locked staff session with the password',
  method: 'POST',
  path: '/api/auth/login',
  auth: 'admin',
  beforeTwoFactor: true,
  permission: 'admin.use',
  handler: 'admin-security/recover-with-password',
  table: 'readwrite',
  publishesEvents: true,
  body: EmergencyRecoveryRequestSchema,
  response: OkSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as adminSecurityRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const adminSecurityRoutes = {
  getAdminTimeoutSettings,
  updateAdminTimeoutSettings,
  changeAdminPasscode,
  recordAdminActivity,
  verifyAdminPincode,
  recoverAdminSession,
} satisfies Record<string, AnyRoute>;

/**
 * Admin routes that still answer once the inactivity timeout has run out: the two ways to unlock it.
 * Every other admin route answers 423 'Admin session timeout' (functions/http/middleware/session-guard.ts).
 */
export const TIMEOUT_EXEMPT_ROUTE_NAMES: ReadonlySet<string> = new Set([VERIFY_ADMIN_PINCODE, RECOVER_ADMIN_SESSION]);
