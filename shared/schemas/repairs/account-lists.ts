// GET /api/user/job-sheets and GET /api/user/device-profiles, the spec's cached groups of the same
// names (decision 296): an account's job sheets and device profiles, a page at a time, newest first.
import * as z from 'zod/mini';
import { buildIfUsed } from '../build-if-used';
import { DeviceSchema, WarrantySchema } from './device';
import { JobSummarySchema } from './job';

export const JobSheetListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** Newest opened first; each with its status as the customer sees it and its warranty. */
  jobSheets: z.array(z.extend(JobSummarySchema, { warranty: WarrantySchema })),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
}));

export const DeviceProfileListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** Newest registered first; each device's public profile is /device-profile/{qrCode}. */
  deviceProfiles: z.array(z.extend(DeviceSchema, { warranty: WarrantySchema })),
  nextCursor: z.optional(z.string()),
}));
