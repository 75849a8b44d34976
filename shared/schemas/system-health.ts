// /admin/check (issue 17): the health of the system as the app sees it (decision 195).
import * as z from 'zod/mini';

const PingIdSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a check id'));
const InstantSchema = z.string().check(
  z.maxLength(30, 'That is not a time'),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'That is not a time'),
);

export const SystemHealthQuerySchema = z.object({
  /** The bus check to look for (from POST /api/admin/check/ping). */
  pingId: z.optional(PingIdSchema),
  pingAt: z.optional(InstantSchema),
});

export const BusPingSchema = z.object({ pingId: z.string(), pingAt: z.string() });
export type BusPing = z.infer<typeof BusPingSchema>;

export const SystemHealthSchema = z.object({
  checkedAt: z.string(),
  table: z.object({ reachable: z.boolean(), latencyMs: z.number(), error: z.optional(z.string()) }),
  /** Present when a ping was asked about: whether its record has come back through the bus. */
  ping: z.optional(z.object({ delivered: z.boolean() })),
  /** The newest audit records stored: each reached the table through the bus and its consumer. */
  lastEvents: z.array(z.object({ at: z.string(), action: z.string(), label: z.string(), details: z.string() })),
  /** The last 24 hours, from the app's own hourly counters and the audit log. */
  last24Hours: z.object({
    emailsSent: z.number(),
    emailsFailed: z.number(),
    emailsSwitchedOff: z.number(),
    lastEmailAt: z.optional(z.string()),
    signInsFailed: z.number(),
    signInsThrottled: z.number(),
    passcodeFailures: z.number(),
    /** True when a count reached the read limit: "at least". */
    capped: z.boolean(),
  }),
});
export type SystemHealth = z.infer<typeof SystemHealthSchema>;
