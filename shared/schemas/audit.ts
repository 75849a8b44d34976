// The audit trail's requests and replies: what the browser reports, and the activity log admins read.
import * as z from 'zod/mini';
import { AuditActionSchema, ClientAuditActionSchema } from '../audit-actions';
import { daysBetween } from '../dates';
import { AuditEntrySchema } from './audit-entry';
import { RoleSchema, StaffRoleIdSchema } from './user';

/** POST /api/user-activity: a client-reported action. Who, when and from where come from the server. */
export const UserActivityRequestSchema = z.object({
  action: ClientAuditActionSchema,
  details: z.string().check(z.trim(), z.minLength(1, 'details is required'), z.maxLength(500)),
});
export type UserActivityRequest = z.infer<typeof UserActivityRequestSchema>;

// The activity log's pages are made of entries; the frontend's log table imports the type from here.
export type { AuditEntry } from './audit-entry';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in the shop's time zone, YYYY-MM-DD, that really exists. */
export const LondonDaySchema = z.string().check(
  z.regex(DAY_PATTERN, 'Dates must be YYYY-MM-DD'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'That date does not exist'),
);

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 100;

/** GET /api/admin/activity-log: every filter optional; from/to are London days, inclusive. */
export const AuditLogQuerySchema = z
  .object({
    action: z.optional(AuditActionSchema),
    /** A username (any case) or a user id. */
    user: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    from: z.optional(LondonDaySchema),
    to: z.optional(LondonDaySchema),
    limit: z.optional(
      z.coerce.number().check(z.int('limit must be a whole number'), z.gte(1), z.lte(AUDIT_PAGE_SIZE_MAX)),
    ),
    cursor: z.optional(z.string().check(z.maxLength(2048))),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] }),
  );
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass back as `cursor` for the next (older) page; absent on the last page. */
  nextCursor: z.optional(z.string()),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const REPORT_MAX_DAYS = 90;

/** GET /api/admin/reports/page-views: London days, inclusive, at most 90 days. */
export const PageReportQuerySchema = z
  .object({
    from: LondonDaySchema,
    to: LondonDaySchema,
    top: z.optional(z.coerce.number().check(z.int('top must be a whole number'), z.gte(1), z.lte(50))),
  })
  .check(
    z.refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] }),
    z.refine((q) => daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
      message: `Choose a range of at most ${REPORT_MAX_DAYS} days`,
      path: ['to'],
    }),
  );
export type PageReportQuery = z.infer<typeof PageReportQuerySchema>;

/** Every YYYY-MM-DD from `from` to `to`, inclusive. */
export function daysInRange(from: string, to: string): string[] {
  const days: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i <= daysBetween(from, to); i++) days.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return days;
}

export const PageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totalViews: z.number(),
  /** One entry per day of the range, oldest first, days without views included as 0. */
  days: z.array(z.object({ day: z.string(), views: z.number() })),
  /** Most viewed paths over the range, most first. */
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
});
export type PageReport = z.infer<typeof PageReportSchema>;

/** PUT /api/admin/users/{userId}/role. */
export const UserIdParamsSchema = z.object({ userId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'userId is not a user id')) });
/** Staff ('admin') come with their staff role, chosen each time (least privilege: no default); customers with none. */
export const ChangeRoleRequestSchema = z
  .object({ role: RoleSchema, staffRole: z.optional(StaffRoleIdSchema) })
  .check(
    z.refine((body) => (body.role === 'admin') === (body.staffRole !== undefined), {
      message: 'Choose a staff role for a member of staff, and none for a customer',
      path: ['staffRole'],
    }),
  );
export type ChangeRoleRequest = z.infer<typeof ChangeRoleRequestSchema>;
