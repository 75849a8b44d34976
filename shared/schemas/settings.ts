// The shop's settings (issue 17): one item in the table, edited on /admin/settings and
// /admin/site-functionality, read by bookings, invoices, the mail sender and the public pages.
// Contract: docs/api/settings.md. Defaults (no item yet) come from shared/business.ts.
import * as z from 'zod/mini';
import { isCalendarDay } from '../bookings/slots';
import { EmailSchema } from './account-fields';
import { PostcodeSchema } from './postal-address';
import { SWITCHABLE_EMAIL_KINDS, type SwitchableEmail } from '../settings/settings-constants';

function requiredText(label: string, max: number) {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

function optionalText(label: string, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** Landlines and mobiles written the UK way: 0 and 10 more digits, spaces allowed. */
const UK_PHONE = /^0\d{10}$/;

export const ShopDetailsSchema = z.object({
  name: requiredText('Shop name', 80),
  phone: z.string('Phone number is required').check(
    z.trim(),
    z.maxLength(20, 'Enter a UK phone number, like 028 9649 6123'),
    z.refine((value) => UK_PHONE.test(value.replace(/\s+/g, '')), 'Enter a UK phone number, like 028 9649 6123'),
  ),
  email: EmailSchema,
  addressLine1: requiredText('Address', 100),
  city: requiredText('Town or city', 60),
  postcode: PostcodeSchema.check(z.maxLength(10, 'Enter a valid UK postcode')),
});
export type ShopDetails = z.infer<typeof ShopDetailsSchema>;

export const TIME_MESSAGE = 'Times are on the hour or half hour, like 11:00 or 17:30';
const TimeSchema = z.string(TIME_MESSAGE).check(z.regex(/^([01]\d|2[0-3]):(00|30)$/, TIME_MESSAGE));

export const DayHoursSchema = z
  .object({ open: z.boolean(), opens: TimeSchema, closes: TimeSchema })
  .check(z.refine((day) => !day.open || day.opens < day.closes, { message: 'Closing time must be after opening time', path: ['closes'] }));
export type DayHours = z.infer<typeof DayHoursSchema>;

export const MAX_CLOSURES = 100;

export const ClosureSchema = z.object({
  day: z.string('Date is required').check(z.trim(), z.maxLength(10, 'Enter a date'), z.refine(isCalendarDay, 'Enter a date')),
  reason: requiredText('Reason', 80),
});
export type Closure = z.infer<typeof ClosureSchema>;

export const OpeningHoursSettingsSchema = z
  .object({
    /** Monday first: seven days. */
    week: z.array(DayHoursSchema).check(z.length(7, 'Give the hours of all seven days')),
    /** Closed on Northern Ireland's bank holidays (computed: shared/settings/bank-holidays.ts). */
    bankHolidaysClosed: z.boolean(),
    /** One-off closures, by London calendar day. */
    closures: z.array(ClosureSchema).check(z.maxLength(MAX_CLOSURES, `At most ${MAX_CLOSURES} closures; remove past ones first`)),
  })
  .check(
    z.refine((hours) => hours.week.some((day) => day.open), { message: 'Open at least one day a week', path: ['week'] }),
    z.refine((hours) => new Set(hours.closures.map((closure) => closure.day)).size === hours.closures.length, {
      message: 'Each date can be closed only once',
      path: ['closures'],
    }),
  );
export type OpeningHoursSettings = z.infer<typeof OpeningHoursSettingsSchema>;

export const MAX_SLOT_CAPACITY = 20;
export const BookingSettingsSchema = z.object({
  slotCapacity: z
    .number('Bookings per slot must be a whole number from 1 to 20')
    .check(z.int('Bookings per slot must be a whole number from 1 to 20'), z.minimum(1, 'Bookings per slot must be a whole number from 1 to 20'), z.maximum(MAX_SLOT_CAPACITY, 'Bookings per slot must be a whole number from 1 to 20')),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

/** GB and 9 digits (or 12 for a branch), written the way HMRC prints it: GB 123 4567 89. */
const VAT_NUMBER = /^GB(\d{9}|\d{12})$/;
export const VAT_NUMBER_MESSAGE = 'Enter a UK VAT number: GB and 9 digits, like GB 123 4567 89';

export function formatVatNumber(compact: string): string {
  const digits = compact.slice(2);
  return `GB ${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7, 9)}${digits.length > 9 ? ` ${digits.slice(9)}` : ''}`;
}

export const InvoiceSettingsSchema = z.object({
  vatNumber: z.string(VAT_NUMBER_MESSAGE).check(
    z.maxLength(20, VAT_NUMBER_MESSAGE),
    z.overwrite((value) => value.replace(/\s+/g, '').toUpperCase()),
    z.refine((value) => VAT_NUMBER.test(value), VAT_NUMBER_MESSAGE),
    z.overwrite(formatVatNumber),
  ),
  invoiceFooter: optionalText('Invoice footer', 300),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettingsSchema>;

const WHOLE_PERCENT = 'The discount limit must be a whole percent from 0 to 100';
/** What a front desk member may do at the till without a manager's passcode (decision 268). */
export const TillSettingsSchema = z.object({
  /** Refunds up to this many pence (all of one request) need no approval; above it, a manager's passcode. */
  frontDeskRefundLimitPence: z.number('The refund limit must be an amount in pounds').check(
    z.int('The refund limit must be a whole number of pence'),
    z.minimum(0, 'The refund limit cannot be negative'),
    z.maximum(100_000, 'The refund limit must be at most £1,000.00'),
  ),
  /** Staff discounts on a sale up to this percent of its price need no approval. */
  frontDeskDiscountLimitPercent: z.number(WHOLE_PERCENT).check(z.int(WHOLE_PERCENT), z.minimum(0, WHOLE_PERCENT), z.maximum(100, WHOLE_PERCENT)),
});
export type TillSettings = z.infer<typeof TillSettingsSchema>;

export const EmailSettingsSchema = z.object(
  Object.fromEntries(SWITCHABLE_EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<SwitchableEmail, z.ZodMiniBoolean>,
);
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

export const NOTICE_REQUIRED = 'Write the notice visitors see while it is off';
export const SiteFunctionSchema = z
  .object({ open: z.boolean(), notice: optionalText('Notice', 300) })
  .check(z.refine((fn) => fn.open || fn.notice.length > 0, { message: NOTICE_REQUIRED, path: ['notice'] }));
export type SiteFunctionState = z.infer<typeof SiteFunctionSchema>;

export const SiteFunctionsSchema = z.object({ shop: SiteFunctionSchema, bookings: SiteFunctionSchema, mailIn: SiteFunctionSchema });
export type SiteFunctions = z.infer<typeof SiteFunctionsSchema>;

/** "Require two-factor sign-in for staff": a member without it sets it up before any admin page (decision 258). */
export const StaffSignInSettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export type StaffSignInSettings = z.infer<typeof StaffSignInSettingsSchema>;

export const ShopSettingsSchema = z.object({
  details: ShopDetailsSchema,
  hours: OpeningHoursSettingsSchema,
  bookings: BookingSettingsSchema,
  invoices: InvoiceSettingsSchema,
  till: TillSettingsSchema,
  emails: EmailSettingsSchema,
  siteFunctions: SiteFunctionsSchema,
  staff: StaffSignInSettingsSchema,
  /** Absent while every value is the default. */
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
export type SettingsSection = Exclude<keyof ShopSettings, 'updatedAt' | 'updatedBy'>;

/** One section at a time, so two staff editing different sections never undo each other. */
export const UpdateSettingsRequestSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('details'), value: ShopDetailsSchema }),
  z.object({ section: z.literal('hours'), value: OpeningHoursSettingsSchema }),
  z.object({ section: z.literal('bookings'), value: BookingSettingsSchema }),
  z.object({ section: z.literal('invoices'), value: InvoiceSettingsSchema }),
  z.object({ section: z.literal('till'), value: TillSettingsSchema }),
  z.object({ section: z.literal('emails'), value: EmailSettingsSchema }),
  z.object({ section: z.literal('siteFunctions'), value: SiteFunctionsSchema }),
  z.object({ section: z.literal('staff'), value: StaffSignInSettingsSchema }),
]);
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequestSchema>;

// What anyone may know (GET /api/site-status) lives in ./site-status: every public page that shows a
// service's notice builds it without the settings' schemas (decision 210).
export { SiteStatusSchema, type ServiceStatus, type SiteStatus } from './site-status';
