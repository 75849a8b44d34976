// Online bookings (issue 5): the slot listing, the booking form and what the API answers about a
// booking. The contract is in docs/api/bookings.md.
import * as z from 'zod/mini';
import { ContactSchema, ProblemSchema } from '../bookings/booking-fields';
import { DeviceInputSchema, DeviceTypeSchema } from './repairs/device';
import { IsoDateTimeSchema, penceSchema } from './repairs/fields';
import { IntakeChecklistSchema, TechnicianSchema } from './repairs/intake';
import { MessageChannelSchema } from '../messaging/channels';
import { MAX_SLOT_RANGE_DAYS, isCalendarDay } from '../bookings/slots';
import { daysBetween } from '../dates';

export const BOOKING_STATUSES = ['Booked', 'Checked in', 'Cancelled', 'No-show'] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** Booking references: BK- and 6 characters of Crockford base 32 (no I, L, O or U to misread). */
export const BOOKING_REFERENCE_PATTERN = /^BK-[0-9A-HJKMNP-TV-Z]{6}$/;

function calendarDay(label: string) {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.refine(isCalendarDay, `${label} must be a date written YYYY-MM-DD`),
  );
}

export const SlotRangeQuerySchema = z
  .object({
    from: calendarDay('from'),
    /** Defaults to `from`: one day. */
    to: z.optional(calendarDay('to')),
  })
  .check(
    z.refine((q) => !q.to || q.to >= q.from, { message: 'to must not be before from', path: ['to'] }),
    z.refine((q) => !q.to || daysBetween(q.from, q.to) < MAX_SLOT_RANGE_DAYS, {
      message: `Ask for at most ${MAX_SLOT_RANGE_DAYS} days at a time`,
      path: ['to'],
    }),
  );
export type SlotRangeQuery = z.infer<typeof SlotRangeQuerySchema>;

export const SlotSchema = z.object({
  /** UTC ISO instant; show it in Europe/London. */
  start: z.string(),
  end: z.string(),
  /** Bookings the slot can still take; 0 means fully booked. */
  remaining: z.number(),
});
export type Slot = z.infer<typeof SlotSchema>;

export const SlotListSchema = z.object({
  slotMinutes: z.number(),
  capacity: z.number(),
  /** Only slots that can be booked now: opening days and hours, not too soon, not too far ahead. */
  slots: z.array(SlotSchema),
  /** Staff switched online bookings off (/admin/site-functionality): the notice, and no slots. */
  closedNotice: z.optional(z.string()),
});
export type SlotList = z.infer<typeof SlotListSchema>;

export const SlotStartSchema = z.string('Please choose a slot').check(
  z.trim(),
  z.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), 'Please choose a slot'),
  z.overwrite((value) => (Number.isNaN(Date.parse(value)) ? value : new Date(value).toISOString())),
);

export const CreateBookingRequestSchema = z.object({
  slotStart: SlotStartSchema,
  device: DeviceInputSchema,
  problem: ProblemSchema,
  contact: ContactSchema,
  /** How the customer wants to hear about the booking and the repair (issue 18); email when left out. */
  messageChannel: z.optional(MessageChannelSchema),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;

/** A device as stored and sent back (already validated on the way in; blank IMEI or serial dropped). */
export const DeviceViewSchema = z.object({
  type: DeviceTypeSchema,
  make: z.string(),
  model: z.string(),
  colour: z.optional(z.string()),
  imei: z.optional(z.string()),
  serial: z.optional(z.string()),
});
export type DeviceView = z.infer<typeof DeviceViewSchema>;

export const ContactViewSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

export const BookingSchema = z.object({
  reference: z.string(),
  status: BookingStatusSchema,
  slotStart: z.string(),
  slotEnd: z.string(),
  device: DeviceViewSchema,
  problem: z.string(),
  contact: ContactViewSchema,
  messageChannel: z.optional(MessageChannelSchema),
  /** The account that made the booking, when it was made signed in. */
  userId: z.optional(z.string()),
  createdAt: z.string(),
  cancelledAt: z.optional(z.string()),
  cancelledBy: z.optional(z.enum(['customer', 'shop'])),
  noShowAt: z.optional(z.string()),
  checkedInAt: z.optional(z.string()),
  /** The job the booking became at check-in: its QR code (the job's id) and job number. */
  jobQrCode: z.optional(z.string()),
  jobNumber: z.optional(z.string()),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingListSchema = z.array(BookingSchema);

export const BookingParamsSchema = z.object({
  reference: z.string().check(z.trim(), z.toUpperCase(), z.maxLength(20, 'Booking not found')),
});

export const BookingDayQuerySchema = z.object({
  /** London calendar day; defaults to today. */
  date: z.optional(calendarDay('date')),
});

/** Check-in at the counter: the booking becomes a job, with the intake checklist the counter fills in. */
export const CheckInBookingRequestSchema = z.object({
  intake: IntakeChecklistSchema,
  estimatePence: z.optional(penceSchema('Estimate')),
  promisedAt: z.optional(IsoDateTimeSchema),
  technician: TechnicianSchema,
});
export type CheckInBookingRequest = z.infer<typeof CheckInBookingRequestSchema>;

export const CheckInBookingResponseSchema = z.object({
  booking: BookingSchema,
  /** Open the job at /admin/job/{jobQrCode}. */
  jobQrCode: z.string(),
  jobNumber: z.string(),
  /** True when the device was new to the shop (print its QR label too). */
  newDevice: z.boolean(),
});
