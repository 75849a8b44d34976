// Trade-ins (issue 30): the device, its checklist and grade, the offer, the seller and their
// declaration, the payout and the purchase document, and the refurbishment that follows.
// Contract: docs/api/trade-ins.md. Money is integer pence.
import * as z from 'zod/mini';
import { isValidImei, normaliseImei, normaliseSerial } from '../../repairs/device-identifiers';
import { GRADES, STORAGE_PATTERN, WEAR_LEVELS, normaliseStorage } from '../../trade-ins/grading';
import { PostcodeSchema } from '../postal-address';
import { QrCodeSchema } from '../repairs/fields';

/** £2,000: the shop buys no phone for more; a typo of extra digits is refused. */
export const MAX_OFFER_PENCE = 200_000;

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function text(label: string, max: number) {
  return z.string(`${label} is required`).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));
}

export function pence(label: string, least: number, most = MAX_OFFER_PENCE) {
  return z.number(`${label} must be a number of pence`).check(
    z.int(`${label} must be a whole number of pence`),
    z.minimum(least, `${label} must be at least ${least}p`),
    z.maximum(most, `${label} must be at most £${(most / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`),
  );
}

export const ModelSchema = text('Model', 60);
export const StorageSchema = z.string('Storage is required').check(
  z.overwrite(normaliseStorage),
  z.regex(STORAGE_PATTERN, 'Storage must be like 128GB or 1TB'),
);
export const GradeSchema = z.enum(GRADES, 'Grade must be A, B or C');

/** An IMEI (15 digits, its last the Luhn check digit of the others) or, for a device without one, its serial. */
export const DeviceIdentitySchema = z
  .object({
    model: ModelSchema,
    storage: StorageSchema,
    colour: text('Colour', 30),
    imei: z.optional(
      z.string().check(
        z.overwrite(normaliseImei),
        z.refine((v) => v === '' || /^\d{15}$/.test(v), 'IMEI must be 15 digits'),
        z.refine((v) => v === '' || !/^\d{15}$/.test(v) || isValidImei(v), 'IMEI check digit is wrong: check the number on the box or *#06#'),
      ),
    ),
    serial: z.optional(
      z.string().check(
        z.overwrite(normaliseSerial),
        z.refine((v) => v === '' || /^[A-Z0-9]{6,20}$/.test(v), 'Serial must be 6 to 20 letters or digits'),
      ),
    ),
  })
  .check(z.refine((d) => Boolean(d.imei || d.serial), { message: 'Enter the IMEI or, for a device without one, its serial', path: ['imei'] }));
export type DeviceIdentity = z.infer<typeof DeviceIdentitySchema>;

export const ChecklistSchema = z.object({
  screen: z.enum(WEAR_LEVELS, 'Choose how the screen looks'),
  body: z.enum(WEAR_LEVELS, 'Choose how the body looks'),
  batteryHealthPercent: z.number('Battery health must be a number').check(
    z.int('Battery health must be a whole percent'),
    z.minimum(0, 'Battery health must be 0 to 100%'),
    z.maximum(100, 'Battery health must be 0 to 100%'),
  ),
  functionsWork: z.boolean('Say whether every function works'),
  activationLockOff: z.boolean('Say whether the activation lock is off'),
});

/** What the shop's own records say about an IMEI or serial (decision 312). */
export const RECORD_WARNING_KINDS = ['customer-device', 'unit-in-stock', 'unit-sold', 'reported-lost-or-stolen', 'traded-in-before'] as const;
export const RecordWarningSchema = z.object({ kind: z.enum(RECORD_WARNING_KINDS), message: z.string() });
export type RecordWarning = z.infer<typeof RecordWarningSchema>;

export const RecordCheckQuerySchema = z.object({ code: text('IMEI or serial', 20) });
export const RecordCheckSchema = z.object({ code: z.string(), warnings: z.array(RecordWarningSchema) });
export type RecordCheck = z.infer<typeof RecordCheckSchema>;

export const StartTradeInRequestSchema = z.object({
  device: DeviceIdentitySchema,
  checklist: ChecklistSchema,
  /** The customer record it came in under (the link from a customer's record). */
  customerQr: z.optional(QrCodeSchema),
  /** An online quote's reference, re-graded here. */
  quoteId: z.optional(z.string().check(z.regex(ULID_PATTERN, 'No quote has that reference'))),
  /** A manager's approval (tradeIns.override) when the records check warned. */
  approvalId: z.optional(z.string().check(z.maxLength(64))),
});
export type StartTradeInRequest = z.infer<typeof StartTradeInRequestSchema>;

export const ID_TYPES = ['passport', 'driving-licence', 'national-id-card', 'electoral-id-card', 'biometric-residence-permit'] as const;
export const ID_TYPE_NAMES: Record<(typeof ID_TYPES)[number], string> = {
  passport: 'Passport',
  'driving-licence': 'Driving licence',
  'national-id-card': 'National identity card',
  'electoral-id-card': 'Electoral Identity Card (NI)',
  'biometric-residence-permit': 'Biometric residence permit',
};

/** The youngest seller the shop buys from (issue 30). */
export const MIN_SELLER_AGE = 16;

/** The declaration the seller signs, word for word (the purchase document prints it). */
export const DECLARATION_TEXT =
  'I declare that I own this device, that it is not stolen, lost, on finance or blocked, that I am 16 or over, and that I sell it to the shop for the price shown.';

export const SellerSchema = z.object({
  name: text('Name', 80),
  addressLine1: text('Address', 100),
  town: text('Town', 60),
  postcode: PostcodeSchema,
  dateOfBirth: z.string('Date of birth is required').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth as a real date')),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254), z.refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter a valid email address'))),
  idType: z.enum(ID_TYPES, 'Choose the photo ID seen'),
  idNumber: z.string('ID number is required').check(z.trim(), z.overwrite((v) => v.toUpperCase()), z.regex(/^[A-Z0-9 -]{4,30}$/, 'ID number must be 4 to 30 letters or digits')),
});
export type Seller = z.infer<typeof SellerSchema>;

export const AcceptOfferRequestSchema = z.object({
  seller: SellerSchema,
  /** The seller types their full name and ticks the declaration (decision 313). */
  declaration: z.object({
    signedName: text('Signed name', 80),
    agreed: z.literal(true, 'The seller must tick the declaration'),
  }),
});
export type AcceptOfferRequest = z.infer<typeof AcceptOfferRequestSchema>;

/** Store credit: onto the customer's store-credit ledger, to spend with the till's store-credit tender (decision 352). */
export const PAYOUT_METHODS = ['cash', 'bank-transfer', 'store-credit'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_NAMES: Record<PayoutMethod, string> = { cash: 'Cash', 'bank-transfer': 'Bank transfer', 'store-credit': 'Store credit' };
export const PayOutRequestSchema = z
  .object({
    idempotencyKey: z.string('idempotencyKey is required').check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'idempotencyKey must be 8 to 64 letters, digits or dashes')),
    method: z.enum(PAYOUT_METHODS, 'Choose cash, bank transfer or store credit'),
    /** The bank transfer's reference, as the banking app shows it. */
    reference: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Reference must be at most 40 characters'))),
    /** Store credit: the customer record whose account it goes to, when the trade-in was not started under one. */
    customerQr: z.optional(QrCodeSchema),
  })
  .check(z.refine((p) => p.method !== 'bank-transfer' || Boolean(p.reference), { message: 'Enter the bank transfer reference', path: ['reference'] }));
export type PayOutRequest = z.infer<typeof PayOutRequestSchema>;

export const REFURB_KINDS = ['part', 'labour'] as const;
export const RefurbLineRequestSchema = z.object({
  idempotencyKey: z.string('idempotencyKey is required').check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'idempotencyKey must be 8 to 64 letters, digits or dashes')),
  kind: z.enum(REFURB_KINDS, 'Choose part or labour'),
  description: text('Description', 120),
  /** What it cost the shop, pence without VAT. */
  costPence: pence('Cost', 1, 100_000),
});
export type RefurbLineRequest = z.infer<typeof RefurbLineRequestSchema>;

export const PublishRequestSchema = z.object({
  /** The serialised product the unit is sold as (e.g. "iPhone 13 128GB refurbished"). */
  productId: z.string('Choose the product').check(z.regex(ULID_PATTERN, 'Product not found')),
  grade: GradeSchema,
  notes: z._default(z.string().check(z.trim(), z.maxLength(500, 'Condition notes must be at most 500 characters')), ''),
});
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

export const TradeInParamsSchema = z.object({ id: z.string().check(z.regex(ULID_PATTERN, 'No trade-in has that id')) });

export const TRADE_IN_STATUSES = ['offered', 'declined', 'accepted', 'bought', 'published'] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];

const StaffRefSchema = z.object({ userId: z.string(), name: z.string() });

/** Cost fields are optional: answers to roles without 'inventory.costs' lose them (functions/http/hide-costs.ts). */
export const RefurbLineSchema = z.object({ lineId: z.string(), kind: z.enum(REFURB_KINDS), description: z.string(), costPence: z.optional(z.number()), at: z.string(), by: StaffRefSchema });
export type RefurbLine = z.infer<typeof RefurbLineSchema>;

/** The seller's ID details: only for roles with tradeIns.sellerId, kept until `keepUntil` (decision 314). */
export const SellerIdSchema = z.object({ dateOfBirth: z.string(), idType: z.enum(ID_TYPES), idNumber: z.string(), keepUntil: z.string() });

export const TradeInSchema = z.object({
  id: z.string(),
  status: z.enum(TRADE_IN_STATUSES),
  device: z.object({ model: z.string(), storage: z.string(), colour: z.string(), imei: z.optional(z.string()), serial: z.optional(z.string()) }),
  checklist: ChecklistSchema,
  grade: GradeSchema,
  offerPence: z.number(),
  quote: z.optional(z.object({ quoteId: z.string(), pricePence: z.number(), grade: GradeSchema, validUntil: z.string() })),
  customerQr: z.optional(z.string()),
  warnings: z.array(RecordWarningSchema),
  /** Who overrode the records check's warnings: the member (a role with tradeIns.override) or the approving manager. */
  overriddenBy: z.optional(StaffRefSchema),
  /** Name, address and email: on the purchase document; the ID details apart, in `sellerId`. */
  seller: z.optional(z.object({ name: z.string(), addressLine1: z.string(), town: z.string(), postcode: z.string(), email: z.optional(z.string()) })),
  declaration: z.optional(z.object({ text: z.string(), signedName: z.string(), signedAt: z.string() })),
  sellerId: z.optional(SellerIdSchema),
  payout: z.optional(z.object({ method: z.enum(PAYOUT_METHODS), amountPence: z.number(), reference: z.optional(z.string()), paidAt: z.string(), by: StaffRefSchema, drawerSessionId: z.optional(z.string()) })),
  documentNumber: z.optional(z.string()),
  refurbishment: z.array(RefurbLineSchema),
  /** Purchase price plus refurbishment: what the unit cost the shop (absent for roles without 'inventory.costs'). */
  costPence: z.optional(z.number()),
  unit: z.optional(z.object({ productId: z.string(), unitId: z.string(), grade: GradeSchema })),
  createdAt: z.string(),
  createdBy: StaffRefSchema,
  updatedAt: z.string(),
});
export type TradeIn = z.infer<typeof TradeInSchema>;

export const TradeInSummarySchema = z.object({
  id: z.string(),
  status: z.enum(TRADE_IN_STATUSES),
  deviceLabel: z.string(),
  code: z.string(),
  grade: GradeSchema,
  offerPence: z.number(),
  sellerName: z.optional(z.string()),
  documentNumber: z.optional(z.string()),
  createdAt: z.string(),
});
export type TradeInSummary = z.infer<typeof TradeInSummarySchema>;
export const TradeInListQuerySchema = z.object({ customerQr: z.optional(QrCodeSchema) });
export const TradeInListSchema = z.object({ tradeIns: z.array(TradeInSummarySchema) });

export const ReportLostRequestSchema = z.object({
  code: text('IMEI or serial', 20),
  note: text('Note', 200),
});
export const ReportedDeviceSchema = z.object({ code: z.string(), note: z.string(), reportedAt: z.string(), by: StaffRefSchema });

export const EmailDocumentRequestSchema = z.object({
  pdfBase64: z.string('The purchase document PDF is required').check(
    z.minLength(8, 'The purchase document PDF is required'),
    z.maxLength(200_000, 'The purchase document PDF must be at most 150 kB'),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The purchase document PDF must be base64'),
  ),
});
