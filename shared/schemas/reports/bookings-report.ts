// The booking no-show report (decision 198): per day, week or month, the bookings whose slot fell in
// it by outcome, and the no-show rate = no-shows / (attended + no-shows). Cancelled bookings are
// counted beside it but are not in the rate; bookings still Booked (no outcome recorded) are in neither.
import * as z from 'zod/mini';
import { SalesGroupingSchema } from './reports';

const OutcomeCountsSchema = z.object({
  attended: z.number(),
  noShows: z.number(),
  cancelled: z.number(),
  /** No-shows as a percentage of attended + no-shows, to one decimal; null when there were none. */
  noShowPercent: z.nullable(z.number()),
});
export type OutcomeCounts = z.infer<typeof OutcomeCountsSchema>;

export const BookingsBucketSchema = z.object({
  /** The first day of the bucket (a Monday for weeks, the 1st for months). */
  start: z.string(),
  ...OutcomeCountsSchema.shape,
});
export type BookingsBucket = z.infer<typeof BookingsBucketSchema>;

/** GET /api/admin/reports/bookings. */
export const BookingsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: SalesGroupingSchema,
  buckets: z.array(BookingsBucketSchema),
  totals: OutcomeCountsSchema,
});
export type BookingsReport = z.infer<typeof BookingsReportSchema>;
