// GET /api/admin/my-jobs: the caller's open jobs by promised date, and their running timer (decision 261).
import * as z from 'zod/mini';
import { buildIfUsed } from '../build-if-used';
import { JobSummarySchema } from './job';
import { RunningTimerSchema } from './workshop';

export const MyJobsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  jobs: z.array(JobSummarySchema),
  running: RunningTimerSchema.shape.running,
}));
export type MyJobs = z.infer<typeof MyJobsSchema>;
