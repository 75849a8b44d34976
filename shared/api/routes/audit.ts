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

export const auditRoutes = {
  // 'customer', not 'admin': the timeout's 423 must not block reporting a passcode check made while
  // the prompt is up. adminRoleOnly still refuses customers, before the body is read (decision 071).
  recordUserActivity: defineRoute({
    name: 'RecordUserActivity',
    method: 'POST',
    path: '/api/user-activity',
    auth: 'customer',
    adminRoleOnly: true,
    handler: 'audit/record-user-activity',
    table: 'read',
    publishesEvents: true,
    body: UserActivityRequestSchema,
    response: OkSchema,
    successStatus: 202,
  }),
  listActivityLog: defineRoute({
    name: 'ListActivityLog',
    method: 'GET',
    path: '/api/admin/activity-log',
    auth: 'admin',
    handler: 'audit/list-activity-log',
    table: 'read',
    query: AuditLogQuerySchema,
    response: AuditLogPageSchema,
  }),
  getPageReport: defineRoute({
    name: 'GetPageReport',
    method: 'GET',
    path: '/api/admin/reports/page-views',
    auth: 'admin',
    handler: 'audit/get-page-report',
    table: 'read',
    query: PageReportQuerySchema,
    response: PageReportSchema,
  }),
  // SECURITY.md: a privilege change revokes the user's sessions; recorded as role_changed.
  changeUserRole: defineRoute({
    name: 'ChangeUserRole',
    method: 'PUT',
    path: '/api/admin/users/{userId}/role',
    auth: 'admin',
    handler: 'audit/change-user-role',
    table: 'readwrite',
    publishesEvents: true,
    params: UserIdParamsSchema,
    body: ChangeRoleRequestSchema,
    response: UserSchema,
  }),
} satisfies Record<string, AnyRoute>;
