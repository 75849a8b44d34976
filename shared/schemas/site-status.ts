// What anyone may know about the shop (GET /api/site-status): which services are open, today's hours
// and closures. Apart from ./settings so a public page builds these schemas and not the admin
// settings' (decision 210).
import * as z from 'zod/mini';

const ServiceStatusSchema = z.object({ open: z.boolean(), notice: z.optional(z.string()) });

/** What anyone may know: which services are open, and today's hours (GET /api/site-status). */
export const SiteStatusSchema = z.object({
  /** The shop's details as saved in the settings (address on one line). */
  shop: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  services: z.object({ shop: ServiceStatusSchema, bookings: ServiceStatusSchema, mailIn: ServiceStatusSchema }),
  today: z.object({
    day: z.string(),
    /** "Open now, until 17:30", "Closed, opens Tuesday at 11:00". */
    status: z.string(),
    open: z.boolean(),
    opens: z.optional(z.string()),
    closes: z.optional(z.string()),
    /** Why the shop is shut all day: "Christmas Day", "Closed on Mondays". */
    closedReason: z.optional(z.string()),
  }),
  /** Monday first, e.g. { day: 'Tuesday', hours: '11:00 to 17:30' }. */
  week: z.array(z.object({ day: z.string(), hours: z.string() })),
  /** Closures and bank holidays of the next 60 days. */
  upcomingClosures: z.array(z.object({ day: z.string(), reason: z.string() })),
});
export type SiteStatus = z.infer<typeof SiteStatusSchema>;
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;
