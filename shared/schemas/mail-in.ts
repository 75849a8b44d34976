// Mail-in repair orders (issue 5): the order form, what the API answers about an order, and the
// shop's moves. The contract is in docs/api/bookings.md.
import * as z from 'zod/mini';
import { MAIL_IN_STATES } from '../bookings/mail-in-rules';
import { ProblemSchema } from '../bookings/booking-fields';
import { ContactViewSchema, DeviceViewSchema } from './bookings';
import { DeviceInputSchema } from './repairs/device';
import { IsoDateTimeSchema, penceSchema } from './repairs/fields';
import { IntakeChecklistSchema, TechnicianSchema } from './repairs/intake';
import { ReturnAddressSchema, ReturnAddressViewSchema } from './postal-address';

// The mail-in form's return address, defined with the other postal schemas so the shop and the
// settings need not carry mail-in's (decision 025).
export { ReturnAddressSchema };

export const MailInStateSchema = z.enum(MAIL_IN_STATES, `State must be one of: ${MAIL_IN_STATES.join(', ')}`);

/** Mail-in order references: MI- and 6 characters of Crockford base 32. */
export const MAIL_IN_REFERENCE_PATTERN = /^MI-[0-9A-HJKMNP-TV-Z]{6}$/;

export const CreateMailInOrderRequestSchema = z.object({
  device: DeviceInputSchema,
  problem: ProblemSchema,
  returnAddress: ReturnAddressSchema,
});
export type CreateMailInOrderRequest = z.infer<typeof CreateMailInOrderRequestSchema>;

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
