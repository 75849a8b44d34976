// The admin dashboard (/admin): the workshop's jobs and today's bookings. Apart from job.ts because
// the bookings schemas build on the jobs' intake rules: importing them there would be circular.
import * as z from 'zod/mini';
import { JobStatusSchema } from '../../repairs/statuses';
import { BookingSchema } from '../bookings';
import { JobSummarySchema } from './job';

export const DashboardSchema = z.object({
  countsByStatus: z.record(JobStatusSchema, z.number()),
  readyForCollection: z.array(JobSummarySchema),
  overdue: z.array(JobSummarySchema),
  /** The bookings of today (London), by slot, from the bookings area. */
  todaysBookings: z.array(BookingSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
