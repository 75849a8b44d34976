// Audit trail (issue 4): the browser's activity reports, the activity log and the page-view reports.
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import {
  AuditLogPageSchema,
  AuditLogQuerySchema,
  ChangeRoleRequestSchema,
  PageReportQuerySchema,
  PageReportSchema,
  UserActivityRequestSchema,
  UserIdParamsSchema,
} from '../../schemas/audit';
import { UserSchema } from '../../schemas/user';

// 'customer', not 'admin': the timeout's 423 must not block reporting a passcode check made while
// the prompt is up. adminRoleOnly still refuses customers, before the body is read (decision 071).
export const recordUserActivity = /* @__PURE__ */ defineRoute({
  name: 'RecordUserActivity',
  summary: "Records a staff member's action in the audit log, such as a passcode check",
  method: 'POST',
  path: '/api/user-activity',
  auth: 'customer',
  permission: 'admin.use',
  adminRoleOnly: true,
  handler: 'audit/record-user-activity',
  table: 'read',
  publishesEvents: true,
  body: UserActivityRequestSchema,
  response: OkSchema,
  successStatus: 202,
});
export const listActivityLog = /* @__PURE__ */ defineRoute({
  name: 'ListActivityLog',
  summary: 'The audit log of admin actions, newest first',
  method: 'GET',
  path: '/api/admin/activity-log',
  auth: 'admin',
  permission: 'audit.view',
  handler: 'audit/list-activity-log',
  table: 'read',
  query: AuditLogQuerySchema,
  response: AuditLogPageSchema,
});
export const getPageReport = /* @__PURE__ */ defineRoute({
  name: 'GetPageReport',
  summary: 'Page views of a period by day, and the top pages',
  method: 'GET',
  path: '/api/admin/reports/page-views',
  auth: 'admin',
  permission: 'reports.view',
  handler: 'audit/get-page-report',
  table: 'read',
  query: PageReportQuerySchema,
  response: PageReportSchema,
});
// SECURITY.md: a privilege change revokes the user's sessions; recorded as role_changed.
export const changeUserRole = /* @__PURE__ */ defineRoute({
  name: 'ChangeUserRole',
  summary: 'Makes an account staff with a role, or a customer',
  method: 'PUT',
  path: '/api/admin/users/{userId}/role',
  auth: 'admin',
  permission: 'staff.manage',
  handler: 'audit/change-user-role',
  table: 'readwrite',
  publishesEvents: true,
  params: UserIdParamsSchema,
  body: ChangeRoleRequestSchema,
  response: UserSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as auditRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const auditRoutes = {
  recordUserActivity,
  listActivityLog,
  getPageReport,
  changeUserRole,
} satisfies Record<string, AnyRoute>;
