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

// Every admin route is readwrite here: each request is activity the session guard records.
export const adminSecurityRoutes = {
  getAdminTimeoutSettings: defineRoute({
    name: 'GetAdminTimeoutSettings',
    method: 'GET',
    path: '/api/admin/timeout-settings',
    auth: 'admin',
    handler: 'admin-security/get-timeout-settings',
    table: 'readwrite',
    response: AdminTimeoutStateSchema,
  }),
  updateAdminTimeoutSettings: defineRoute({
    name: 'UpdateAdminTimeoutSettings',
    method: 'PUT',
    path: '/api/admin/timeout-settings',
    auth: 'admin',
    handler: 'admin-security/update-timeout-settings',
    table: 'readwrite',
    publishesEvents: true,
    body: TimeoutSettingsRequestSchema,
    response: AdminTimeoutStateSchema,
  }),
  changeAdminPasscode: defineRoute({
    name: 'ChangeAdminPasscode',
    method: 'PUT',
    path: '/api/admin/passcode',
    auth: 'admin',
    handler: 'admin-security/change-passcode',
    table: 'readwrite',
    publishesEvents: true,
    body: ChangePasscodeRequestSchema,
    response: AdminTimeoutStateSchema,
  }),
  // GET: a visit like GET /api/user, whose only effect is the session's activity (the session guard
  // stores it); as a non-GET it would be an admin write, audited once a minute per admin (decision 061).
  recordAdminActivity: defineRoute({
    name: 'RecordAdminActivity',
    method: 'GET',
    path: '/api/admin/activity',
    auth: 'admin',
    handler: 'admin-security/record-activity',
    table: 'readwrite',
    response: OkSchema,
  }),
  verifyAdminPincode: defineRoute({
    name: 'VerifyAdminPincode',
    method: 'POST',
    path: '/api/admin/verify-pincode',
    auth: 'admin',
    handler: 'admin-security/verify-pincode',
    table: 'readwrite',
    publishesEvents: true,
    body: VerifyPincodeRequestSchema,
    response: OkSchema,
  }),
  recoverAdminSession: defineRoute({
    name: 'RecoverAdminSession',
    method: 'POST',
    path: '/api/auth/login',
    auth: 'admin',
    handler: 'admin-security/recover-with-password',
    table: 'readwrite',
    publishesEvents: true,
    body: EmergencyRecoveryRequestSchema,
    response: OkSchema,
  }),
} satisfies Record<string, AnyRoute>;
