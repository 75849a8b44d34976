// The admin dashboard (/admin): the workshop's jobs and today's bookings. Apart from job.ts because
// the bookings schemas build on the jobs' intake rules: importing them there would be circular.
import * as z from 'zod/mini';
import { JobStatusSchema } from '../../repairs/statuses';
import { BookingSchema } from '../bookings';
import { JobSummarySchema } from './job';

/** The overdue jobs the dashboard lists: the longest overdue first (decision 382). */
export const DASHBOARD_OVERDUE_SHOWN = 50;

export const DashboardSchema = z.object({
  countsByStatus: z.record(JobStatusSchema, z.number()),
  /** The newest 50 (the jobs list's first page); countsByStatus says how many there are. */
  readyForCollection: z.array(JobSummarySchema),
  /** The DASHBOARD_OVERDUE_SHOWN jobs longest past their promised date, earliest first. */
  overdue: z.array(JobSummarySchema),
  /** More jobs are overdue than `overdue` lists. */
  overdueMore: z.boolean(),
  /** The bookings of today (London), by slot, from the bookings area. */
  todaysBookings: z.array(BookingSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
