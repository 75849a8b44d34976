// The signed-in customer's card at the shop (decision 113): the shop customer records linked to
// their account, and one record with the details on file and the repairs opened under it.
import * as z from 'zod/mini';
import { WarrantySchema } from './device';
import { JobSummarySchema } from './job';

export const CUSTOMER_RECORD_NOT_FOUND = 'Customer record not found';

export const CustomerCardSchema = z.object({
  qrCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.optional(z.string()),
  createdAt: z.string(),
});
export type CustomerCard = z.infer<typeof CustomerCardSchema>;

export const CustomerCardListSchema = z.object({
  /** Oldest first; usually one. */
  records: z.array(CustomerCardSchema),
});
export type CustomerCardList = z.infer<typeof CustomerCardListSchema>;

export const CustomerCardDetailSchema = z.object({
  record: CustomerCardSchema,
  /** The record's repairs that are in this account (each has a /repair page), newest first. */
  jobs: z.array(z.extend(JobSummarySchema, { warranty: WarrantySchema })),
  /** Repairs opened under the record before it was linked and never claimed: not shown here. */
  jobsNotInAccount: z.number(),
});
export type CustomerCardDetail = z.infer<typeof CustomerCardDetailSchema>;
