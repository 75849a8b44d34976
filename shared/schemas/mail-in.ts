// Mail-in repair orders (issue 5): the order form, what the API answers about an order, and the
// shop's moves. The contract is in docs/api/bookings.md.
import * as z from 'zod/mini';
import { MAIL_IN_STATES } from '../bookings/mail-in-rules';
import { ProblemSchema } from '../bookings/booking-fields';
import { ContactViewSchema, DeviceViewSchema } from './bookings';
import { NAME_MAX_LENGTH } from './account-fields';
import { DeviceInputSchema } from './repairs/device';
import { IsoDateTimeSchema, penceSchema } from './repairs/fields';
import { IntakeChecklistSchema, TechnicianSchema } from './repairs/job';

export const MailInStateSchema = z.enum(MAIL_IN_STATES, `State must be one of: ${MAIL_IN_STATES.join(', ')}`);

/** Mail-in order references: MI- and 6 characters of Crockford base 32. */
export const MAIL_IN_REFERENCE_PATTERN = /^MI-[0-9A-HJKMNP-TV-Z]{6}$/;

/** UK postcodes, spaces optional when typed; stored upper-case with one space before the last three. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

export const PostcodeSchema = z.string('Postcode is required').check(
  z.overwrite((value) => value.replace(/\s+/g, '').toUpperCase()),
  z.minLength(1, 'Postcode is required'),
  z.refine((value) => value === '' || UK_POSTCODE.test(value), 'Enter a valid UK postcode'),
  z.overwrite((value) => (UK_POSTCODE.test(value) ? `${value.slice(0, -3)} ${value.slice(-3)}` : value)),
);

function line(label: string, max: number) {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be less than ${max} characters`),
  );
}

export const ReturnAddressSchema = z.object({
  name: line('Name', NAME_MAX_LENGTH * 2),
  line1: line('Address line 1', 100),
  line2: z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(100, 'Address line 2 must be less than 100 characters')), z.transform((v: string) => v || undefined))),
  city: line('Town or city', 60),
  postcode: PostcodeSchema,
});
export type ReturnAddress = z.infer<typeof ReturnAddressSchema>;

export const CreateMailInOrderRequestSchema = z.object({
  device: DeviceInputSchema,
  problem: ProblemSchema,
  returnAddress: ReturnAddressSchema,
});
export type CreateMailInOrderRequest = z.infer<typeof CreateMailInOrderRequestSchema>;

export const ReturnAddressViewSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.optional(z.string()),
  city: z.string(),
  postcode: z.string(),
});

export const MailInOrderSchema = z.object({
  reference: z.string(),
  state: MailInStateSchema,
  device: DeviceViewSchema,
  problem: z.string(),
  returnAddress: ReturnAddressViewSchema,
  /** The account holder's details when the order was placed (where the emails go). */
  contact: ContactViewSchema,
  userId: z.string(),
  createdAt: z.string(),
  receivedAt: z.optional(z.string()),
  returnedAt: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  trackingReference: z.optional(z.string()),
  /** The job opened when the device arrived: its QR code and job number. */
  jobQrCode: z.optional(z.string()),
  jobNumber: z.optional(z.string()),
});
export type MailInOrder = z.infer<typeof MailInOrderSchema>;

/** An order with what the customer needs to send the device: the shop's address and how to pack. */
export const MailInOrderDetailSchema = z.object({
  order: MailInOrderSchema,
  shopAddress: z.object({ name: z.string(), line1: z.string(), city: z.string(), postcode: z.string() }),
  packingInstructions: z.array(z.string()),
});
export type MailInOrderDetail = z.infer<typeof MailInOrderDetailSchema>;

export const MailInOrderListSchema = z.array(MailInOrderSchema);

export const MailInParamsSchema = z.object({
  reference: z.string().check(z.trim(), z.toUpperCase(), z.maxLength(20, 'Mail-in order not found')),
});

export const MailInStateQuerySchema = z.object({
  /** Defaults to 'Awaiting device'. */
  state: z.optional(MailInStateSchema),
});

/** The device has arrived: a job is opened with the intake checklist. */
export const ReceiveMailInRequestSchema = z.object({
  intake: IntakeChecklistSchema,
  estimatePence: z.optional(penceSchema('Estimate')),
  promisedAt: z.optional(IsoDateTimeSchema),
  technician: TechnicianSchema,
});
export type ReceiveMailInRequest = z.infer<typeof ReceiveMailInRequestSchema>;

export const ReceiveMailInResponseSchema = z.object({
  order: MailInOrderSchema,
  jobQrCode: z.string(),
  jobNumber: z.string(),
  newDevice: z.boolean(),
});

export const ReturnMailInRequestSchema = z.object({
  trackingReference: z.string('Tracking reference is required').check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, 'Tracking reference is required'),
    z.refine((v) => v === '' || /^[A-Z0-9][A-Z0-9 -]{3,39}$/.test(v), 'Tracking reference must be 4 to 40 letters, numbers, spaces or hyphens'),
  ),
});
