// Shop customer records: the counter's contact record for walk-ins (decision 081). A record may
// later be linked to a registered account when its owner claims a job.
import * as z from 'zod/mini';
import { EmailSchema, FirstNameSchema, LastNameSchema, PhoneSchema } from '../account-fields';
import { DeviceSchema, WarrantySchema } from './device';
import { JobSummarySchema } from './job';
import { QrCodeSchema } from './fields';

export const CreateCustomerRequestSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  phone: PhoneSchema,
  /** Optional: blank means none. */
  email: z.optional(z.union([z.literal(''), EmailSchema])),
});
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequestSchema>;

export const CustomerSchema = z.object({
  qrCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.optional(z.string()),
  /** The registered account this record is linked to, once its owner has claimed a job. */
  linkedAccount: z.boolean(),
  createdAt: z.string(),
  /** Phone numbers of records merged into this one (decision 116). */
  otherPhones: z.optional(z.array(z.string())),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerSearchQuerySchema = z.object({
  q: z.string('Type a name, phone number or email to search').check(
    z.trim(),
    z.minLength(2, 'Type at least 2 characters to search'),
    z.maxLength(60, 'Search is too long'),
  ),
});

export const CustomerListSchema = z.object({ customers: z.array(CustomerSchema) });

export const CustomerDetailSchema = z.object({
  customer: CustomerSchema,
  jobs: z.array(JobSummarySchema),
  devices: z.array(z.extend(DeviceSchema, { warranty: WarrantySchema })),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const CustomerParamsSchema = z.object({ qrCode: QrCodeSchema });

/** POST /api/admin/customers/{qrCode}/merge: the record named in the path stays, `removeQr` goes. */
export const MergeCustomersRequestSchema = z.object({ removeQr: QrCodeSchema });
export type MergeCustomersRequest = z.infer<typeof MergeCustomersRequestSchema>;
