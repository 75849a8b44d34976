// One record of the audit trail, on its own: every admin write's bundle publishes one (through
// shared/events.ts), and importing it from audit.ts built that area's every request and report
// schema at each of those functions' cold starts (decision 216).
import * as z from 'zod/mini';
import { AuditActionSchema } from '../audit-actions';

/** What an admin write was: the route it hit and how it ended (never the request body). */
export const AuditRequestSchema = z.object({
  route: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
});
export type AuditRequest = z.infer<typeof AuditRequestSchema>;

/** One entry of the activity log. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: AuditActionSchema,
  details: z.string(),
  /** Absent when nobody was signed in (a sign-in with an unknown identifier). */
  userId: z.optional(z.string()),
  username: z.optional(z.string()),
  clientIp: z.string(),
  userAgent: z.string(),
  /** 'client' when the browser reported it through /api/user-activity; 'server' otherwise. */
  source: z.enum(['client', 'server']),
  request: z.optional(AuditRequestSchema),
  /** The member whose passcode approved this change on the spot (a manager at the till, decision 268). */
  approvedBy: z.optional(z.object({ userId: z.string(), username: z.string() })),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
