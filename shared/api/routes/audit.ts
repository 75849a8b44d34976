// Audit trail (issue 4): the browser's activity reports, the activity log and the page-view reports.
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { AuditLogPageSchema, AuditLogQuerySchema, UserActivityRequestSchema } from '../../schemas/audit';

export const auditRoutes = {
  // 'customer', not 'admin': the timeout's 423 must not block reporting a passcode check made while
  // the prompt is up. The handler still refuses the admin-only actions to customers (decision 071).
  recordUserActivity: defineRoute({
    name: 'RecordUserActivity',
    method: 'POST',
    path: '/api/user-activity',
    auth: 'customer',
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
} satisfies Record<string, AnyRoute>;
