// Events that travel on the bus (EventBridge in the cloud, the in-process bus locally) and the
// consumer each rule delivers them to. Infra makes one rule per entry; the local bus reads the same.
import * as z from 'zod/mini';
import { PageHitSchema } from './schemas/page-hit';
import { AuditEntrySchema } from './schemas/audit-entry';
import { buildIfUsed } from './schemas/build-if-used';

export const EVENT_SOURCE = 'device-drs.app';

// Each schema is built through buildIfUsed, so a publisher's bundle builds only its own event's (decision 216).
export const PageHitEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  ...PageHitSchema.shape,
  id: z.string(),
  at: z.string(),
  clientIp: z.string(),
  userId: z.optional(z.string()),
}));
export type PageHitEvent = z.infer<typeof PageHitEventSchema>;

/** The emails the accounts area sends; each has a template in functions/mail/templates/. */
export const EmailKindSchema = /* @__PURE__ */ buildIfUsed(() => z.enum([
  'verify-email',
  'confirm-new-email',
  'email-change-requested',
  'reset-password',
  'password-changed',
  // Bookings and mail-in orders (issue 5).
  'booking-confirmed',
  'booking-cancelled',
  'mail-in-order-confirmed',
  'mail-in-received',
  'mail-in-returned',
  // Repairs (functions/repairs/notify-customer.ts): a job's status change, its estimate, ready for collection.
  'job-status',
  'job-estimate',
  'job-ready',
  // Shop orders (issue 14; functions/mail/templates/shop-order-emails.ts).
  'order-confirmed',
  'order-ready',
  'order-dispatched',
  'order-refunded',
  'order-not-honoured',
  // Content (issue 13): the review link at collection, the shop's copy of a contact enquiry, staff's answer.
  'review-invitation',
  'enquiry-received',
  'enquiry-reply',
  // Sales (functions/sales/): a till receipt emailed on request.
  'receipt',
  // A code proving a walk-in job's claimant is its customer (issue 12, decision 044).
  'job-claim-code',
  // Suppliers (issue 17): a purchase order with its PDF, and its cancellation.
  'purchase-order',
  'purchase-order-cancelled',
  // Loyalty (issue 16): a member moved up a tier.
  'loyalty-tier-changed',
  // Family groups (issue 16): an invitation to join a member's group.
  'family-invitation',
  // Webhooks (issue 31): the owner's notice that a failing endpoint was switched off.
  'webhook-disabled',
  // Stock (issue 30): the daily digest of products at or below their low-stock threshold.
  'low-stock-digest',
  // Staff (issue 28): the owner's invitation to join the shop's staff.
  'staff-invitation',
  // Trade-ins (issue 30): the seller's copy of the purchase document, its PDF attached.
  'trade-in-document',
  // Gift cards (issue 29, decision 345): a card bought online, emailed to its recipient or its buyer.
  'gift-card',
]));
export type EmailKind = z.infer<typeof EmailKindSchema>;

/**
 * A rendered email waiting to be sent. The request that wants it publishes this and answers at
 * once; the mail consumer sends it (and is retried), so a slow mail service never fails a request.
 */
export const EmailRequestedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** Unique per email: the consumer sends each id once even when the event is delivered twice. */
  id: z.string(),
  kind: EmailKindSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The links in the email, in order (the local outbox lists them for tests and developers). */
  links: z.array(z.string()),
  /** The job the email is about: its outcome is listed on the job sheet (issue 18). */
  jobQr: z.optional(z.string()),
  /** Files sent with it (a purchase order's PDF), base64; small, as an event is at most 256 KB. */
  attachments: z.optional(z.array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }))),
}));
export type EmailRequestedEvent = z.infer<typeof EmailRequestedEventSchema>;
/** Its detail type on its own, so the mail consumer's bundle need not carry every event's schema. */
export const EMAIL_REQUESTED = 'EmailRequested';

/** The texts the site sends; customer messages have an editable template (shared/messaging/sms-templates.ts). */
export const SmsKindSchema = /* @__PURE__ */ buildIfUsed(() => z.enum([
  'booking-confirmed',
  'booking-cancelled',
  'mail-in-received',
  'mail-in-returned',
  'job-status',
  'job-estimate',
  'job-ready',
  // Codes: proving a mobile number is the user's, claiming a job.
  'phone-verification',
  'job-claim-code',
  // Family groups (issue 16): an invitation to join a member's group.
  'family-invitation',
]));
export type SmsKind = z.infer<typeof SmsKindSchema>;

/** A rendered SMS waiting to be sent, like EmailRequested: the SMS consumer sends it and is retried. */
export const SmsRequestedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** Unique per message: sent once however often the event is delivered. */
  id: z.string(),
  kind: SmsKindSchema,
  /** E.164 (+447...). */
  to: z.string().check(z.regex(/^\+\d{8,15}$/, 'SMS numbers are E.164')),
  text: z.string().check(z.minLength(1)),
  /** The job the text is about: its outcome is listed on the job sheet. */
  jobQr: z.optional(z.string()),
}));
export type SmsRequestedEvent = z.infer<typeof SmsRequestedEventSchema>;

/**
 * One audit record (who, what, when, client address, user agent). `id` is unique per record, so the
 * audit consumer writes each once however often the event is delivered. The consumer fills in the
 * username from the user id when the publisher did not know it.
 */
export const AuditRecordedEventSchema = AuditEntrySchema;
export type AuditRecordedEvent = z.infer<typeof AuditRecordedEventSchema>;

/** A job was Collected (functions/repairs/change-status.ts): the content area emails its review link. */
export const JobCollectedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  qrCode: z.string(),
  collectedAt: z.string(),
  /** Where the customer's links point; null when the request did not say (no email then). */
  siteOrigin: z.nullable(z.string()),
}));
export type JobCollectedEvent = z.infer<typeof JobCollectedEventSchema>;
/**
 * Someone asked for a password reset link. The request only publishes this, whether or not the
 * address has an account, so both answer after the same work (issue 12); the consumer looks the
 * account up, issues the link and sends it. `id` makes a redelivered event send once.
 */
export const PasswordResetRequestedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  id: z.string(),
  email: z.string(),
  /** The site origin the link points at, as the request saw it. */
  origin: z.string(),
}));
export type PasswordResetRequestedEvent = z.infer<typeof PasswordResetRequestedEventSchema>;

/**
 * A refund the payment provider must make, asked for by a step that must not carry the provider's
 * client (the payment webhook: decision 134). The consumer refunds once per idempotency key.
 */
export const PaymentRefundRequestedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  paymentId: z.string(),
  amountPence: z.number(),
  idempotencyKey: z.string(),
  /** What it is for, for the logs: `order:<id>`. */
  reference: z.string(),
}));
export type PaymentRefundRequestedEvent = z.infer<typeof PaymentRefundRequestedEventSchema>;

/**
 * An invoice (INV-) or credit note (CN-) was issued and committed (functions/sales/): the report
 * consumer adds it to its day's rollup, once per number however often this is delivered (decision 185);
 * loyalty takes back the points of a credit note's refunded repairs, once per refund (decision 239).
 */
export const SalesDocumentIssuedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ number: z.string().check(z.regex(/^(INV|CN)-\d{6,}$/)) }));
export type SalesDocumentIssuedEvent = z.infer<typeof SalesDocumentIssuedEventSchema>;
export const SALES_DOCUMENT_ISSUED = 'SalesDocumentIssued';
/**
 * A booking's outcome is known (functions/bookings/): checked in, marked as a no-show or cancelled.
 * The report consumer adds the booking to its slot's day once, however often this is delivered
 * (decision 198).
 */
export const BookingOutcomeRecordedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ reference: z.string().check(z.minLength(1), z.maxLength(40)) }));
export type BookingOutcomeRecordedEvent = z.infer<typeof BookingOutcomeRecordedEventSchema>;

/**
 * Goods were received on a purchase order (functions/suppliers/receive-goods.ts): the report consumer
 * adds the receipt's cost and input VAT to its day once per receipt (decision 199).
 */
export const PurchaseGoodsReceivedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ orderId: z.string(), receiptId: z.string() }));
export type PurchaseGoodsReceivedEvent = z.infer<typeof PurchaseGoodsReceivedEventSchema>;
export const BOOKING_OUTCOME_RECORDED = 'BookingOutcomeRecorded';
export const PURCHASE_GOODS_RECEIVED = 'PurchaseGoodsReceived';
/** A till sale was made (functions/sales/create-sale.ts): loyalty earns its repairs' points for a known customer. */
export const SalePaidEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  saleId: z.string(),
  /** Where the customer's links point (a tier-change email); null when the request did not say. */
  siteOrigin: z.nullable(z.string()),
}));
export type SalePaidEvent = z.infer<typeof SalePaidEventSchema>;

/**
 * An account closed (functions/accounts/close-account.ts): its consumer blanks the holder's name and
 * contact on the jobs, bookings and orders that carry a copy (decision 177); retried until done.
 */
export const AccountClosedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ userId: z.string(), closedAt: z.string() }));
export type AccountClosedEvent = z.infer<typeof AccountClosedEventSchema>;

/**
 * A job was opened (functions/repairs/open-job.ts) or moved to a status (notify-customer.ts's
 * announceStatusMove, after the move's transaction): webhooks tell the shop's other tools (issue 31).
 * `entryId` is the timeline entry's, so a receiver can tell a redelivery from a second move.
 */
export const JobStatusChangedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  qrCode: z.string(),
  jobNumber: z.string(),
  status: z.string(),
  entryId: z.string(),
  at: z.string(),
}));
export type JobStatusChangedEvent = z.infer<typeof JobStatusChangedEventSchema>;
export const JOB_OPENED = 'JobOpened';
/** A booking was taken (functions/bookings/create-booking.ts), online or by staff: webhooks tell the shop's other tools. */
export const BookingMadeEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ reference: z.string(), slotStart: z.string(), slotEnd: z.string(), at: z.string() }));
export type BookingMadeEvent = z.infer<typeof BookingMadeEventSchema>;
export const BOOKING_MADE = 'BookingMade';
export const JOB_STATUS_CHANGED = 'JobStatusChanged';
/** An online shop order's payment was confirmed (functions/shop/order-payments.ts, after the transaction that marks it Paid): webhooks. */
export const OrderPaidEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ orderId: z.string(), totalPence: z.number(), at: z.string() }));
export type OrderPaidEvent = z.infer<typeof OrderPaidEventSchema>;
export const ORDER_PAID = 'OrderPaid';
/** A click-and-collect order became Ready for collection (functions/shop/manage-orders.ts moveOrder, after its write): webhooks. */
export const OrderReadyEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ orderId: z.string(), at: z.string() }));
export type OrderReadyEvent = z.infer<typeof OrderReadyEventSchema>;
export const ORDER_READY = 'OrderReady';
/** Staff published a review (functions/content/reviews.ts moderateReview, after its write; not a reply's edit): webhooks. */
export const ReviewPublishedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ reviewId: z.string(), stars: z.number(), at: z.string() }));
export type ReviewPublishedEvent = z.infer<typeof ReviewPublishedEventSchema>;
export const REVIEW_PUBLISHED = 'ReviewPublished';
/**
 * A customer was created: an account registered (functions/handlers/accounts/register.ts, its user id) or
 * a shop customer record made by staff (functions/handlers/repairs/create-customer.ts, or at intake in
 * open-job.ts; its QR code). Only the id travels (issue 31's webhooks carry no personal data).
 */
export const CustomerCreatedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ customerId: z.string(), at: z.string() }));
export type CustomerCreatedEvent = z.infer<typeof CustomerCreatedEventSchema>;
export const CUSTOMER_CREATED = 'CustomerCreated';

/**
 * Stock moved outside a till sale or a paid online order (those announce SalePaid and OrderPaid):
 * an adjustment, a unit added, a job's part taken or put back, a refund restocked, a product's
 * threshold edited. The low-stock watcher checks each product's threshold (issue 30, decision 331).
 */
export const StockMovedEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ productIds: z.array(z.string()).check(z.minLength(1), z.maxLength(100)), at: z.string() }));
export type StockMovedEvent = z.infer<typeof StockMovedEventSchema>;
export const STOCK_MOVED = 'StockMoved';
/**
 * A product crossed its low-stock threshold (functions/stock/low-stock.ts, once per crossing): the
 * webhooks' `stock.low`. `lowSince` names the crossing, so a redelivery makes the same webhook event.
 */
export const StockLowEventSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  available: z.number(),
  lowStockThreshold: z.number(),
  lowSince: z.string(),
}));
export type StockLowEvent = z.infer<typeof StockLowEventSchema>;
export const STOCK_LOW = 'StockLow';

// The detail types as plain constants too: reading them through eventTypes (a property access, to
// esbuild possibly a getter) kept every event's schema in every bundle that imports this module.
const PAGE_HIT = 'PageHit';
const AUDIT_RECORDED = 'AuditRecorded';
const SMS_REQUESTED = 'SmsRequested';
const PASSWORD_RESET_REQUESTED = 'PasswordResetRequested';
const JOB_COLLECTED = 'JobCollected';
const PAYMENT_REFUND_REQUESTED = 'PaymentRefundRequested';
const SALE_PAID = 'SalePaid';
const ACCOUNT_CLOSED = 'AccountClosed';

/** An event's detail type with the schema its detail must match. */
export interface EventType<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly detailType: string;
  readonly schema: S;
}

// One export per event: publishers and consumers import theirs by name, never eventTypes below, one
// object esbuild keeps whole with every schema in it (decision 023).
export const pageHitEvent = { detailType: PAGE_HIT, schema: PageHitEventSchema };
export const emailRequestedEvent = { detailType: EMAIL_REQUESTED, schema: EmailRequestedEventSchema };
export const auditRecordedEvent = { detailType: AUDIT_RECORDED, schema: AuditRecordedEventSchema };
export const jobCollectedEvent = { detailType: JOB_COLLECTED, schema: JobCollectedEventSchema };
export const paymentRefundRequestedEvent = { detailType: PAYMENT_REFUND_REQUESTED, schema: PaymentRefundRequestedEventSchema };
export const passwordResetRequestedEvent = { detailType: PASSWORD_RESET_REQUESTED, schema: PasswordResetRequestedEventSchema };
export const smsRequestedEvent = { detailType: SMS_REQUESTED, schema: SmsRequestedEventSchema };
export const salesDocumentIssuedEvent = { detailType: SALES_DOCUMENT_ISSUED, schema: SalesDocumentIssuedEventSchema };
export const salePaidEvent = { detailType: SALE_PAID, schema: SalePaidEventSchema };
export const accountClosedEvent = { detailType: ACCOUNT_CLOSED, schema: AccountClosedEventSchema };
export const bookingOutcomeRecordedEvent = { detailType: BOOKING_OUTCOME_RECORDED, schema: BookingOutcomeRecordedEventSchema };
export const purchaseGoodsReceivedEvent = { detailType: PURCHASE_GOODS_RECEIVED, schema: PurchaseGoodsReceivedEventSchema };
export const jobOpenedEvent = { detailType: JOB_OPENED, schema: JobStatusChangedEventSchema };
export const jobStatusChangedEvent = { detailType: JOB_STATUS_CHANGED, schema: JobStatusChangedEventSchema };
export const bookingMadeEvent = { detailType: BOOKING_MADE, schema: BookingMadeEventSchema };
export const orderPaidEvent = { detailType: ORDER_PAID, schema: OrderPaidEventSchema };
export const orderReadyEvent = { detailType: ORDER_READY, schema: OrderReadyEventSchema };
export const reviewPublishedEvent = { detailType: REVIEW_PUBLISHED, schema: ReviewPublishedEventSchema };
export const customerCreatedEvent = { detailType: CUSTOMER_CREATED, schema: CustomerCreatedEventSchema };
export const stockMovedEvent = { detailType: STOCK_MOVED, schema: StockMovedEventSchema };
export const stockLowEvent = { detailType: STOCK_LOW, schema: StockLowEventSchema };

/** Every event by name, for infra, the local bus and tests; functions import their events by name instead. */
export const eventTypes = {
  pageHit: pageHitEvent,
  emailRequested: emailRequestedEvent,
  auditRecorded: auditRecordedEvent,
  jobCollected: jobCollectedEvent,
  paymentRefundRequested: paymentRefundRequestedEvent,
  passwordResetRequested: passwordResetRequestedEvent,
  smsRequested: smsRequestedEvent,
  salesDocumentIssued: salesDocumentIssuedEvent,
  salePaid: salePaidEvent,
  accountClosed: accountClosedEvent,
  bookingOutcomeRecorded: bookingOutcomeRecordedEvent,
  purchaseGoodsReceived: purchaseGoodsReceivedEvent,
  jobOpened: jobOpenedEvent,
  jobStatusChanged: jobStatusChangedEvent,
  bookingMade: bookingMadeEvent,
  orderPaid: orderPaidEvent,
  orderReady: orderReadyEvent,
  reviewPublished: reviewPublishedEvent,
  customerCreated: customerCreatedEvent,
  stockMoved: stockMovedEvent,
  stockLow: stockLowEvent,
} as const satisfies Record<string, EventType>;

export interface EventRule {
  readonly name: string;
  readonly detailTypes: readonly string[];
  /** Module under functions/consumers/, without extension. */
  readonly consumer: string;
  readonly table: 'none' | 'read' | 'readwrite';
  readonly sendsEmail?: boolean;
  /** Puts events on the bus itself (grants events:PutEvents). */
  readonly publishesEvents?: boolean;
  /** Sends SMS through AWS End User Messaging SMS (grants sms-voice:SendTextMessage). */
  readonly sendsSms?: boolean;
  /** Reads the payment provider's secrets (decision 134). */
  readonly usesPayments?: boolean;
}

export const eventRules: readonly EventRule[] = [
  {
    name: 'PaymentRefunder',
    detailTypes: [PAYMENT_REFUND_REQUESTED],
    consumer: 'payments/refund-payment',
    // Records each refund's outcome on its intent (decision 230).
    table: 'readwrite',
    usesPayments: true,
  },
  {
    name: 'AuditRecorder',
    detailTypes: [PAGE_HIT, AUDIT_RECORDED],
    consumer: 'audit/record-event',
    table: 'readwrite',
  },
  {
    name: 'MailSender',
    detailTypes: [EMAIL_REQUESTED],
    consumer: 'mail/send-email',
    // Records each sent email id, so a redelivered event does not send twice.
    table: 'readwrite',
    sendsEmail: true,
  },
  {
    name: 'ReviewInviter',
    detailTypes: [JOB_COLLECTED],
    consumer: 'content/invite-review',
    // Writes the job's one invitation and asks for its email.
    table: 'readwrite',
    publishesEvents: true,
  },
  {
    name: 'ResetLinkSender',
    detailTypes: [PASSWORD_RESET_REQUESTED],
    consumer: 'accounts/send-reset-link',
    // Issues the link (a write) and records the event as sent.
    table: 'readwrite',
    sendsEmail: true,
  },
  {
    name: 'LoyaltyEarner',
    detailTypes: [SALE_PAID],
    consumer: 'loyalty/earn-from-sale',
    // Writes the sale's points for the customer it knew; a tier change is emailed through the bus.
    table: 'readwrite',
    publishesEvents: true,
  },
  {
    name: 'LoyaltyRefunds',
    detailTypes: [SALES_DOCUMENT_ISSUED],
    consumer: 'loyalty/take-back-points',
    // Takes back the points of a till sale's refunded repairs (decision 239); invoices are ignored.
    table: 'readwrite',
  },
  {
    name: 'SmsSender',
    detailTypes: [SMS_REQUESTED],
    consumer: 'sms/send-sms',
    // Records each message's attempts and outcome (on the job when it is about one).
    table: 'readwrite',
    sendsSms: true,
  },
  {
    name: 'SalesReporter',
    detailTypes: [SALES_DOCUMENT_ISSUED],
    consumer: 'reports/roll-up-sales',
    // Reads the document and adds it to its day's rollup with a once-only marker.
    table: 'readwrite',
  },
  {
    name: 'RepairReporter',
    detailTypes: [JOB_COLLECTED],
    consumer: 'reports/roll-up-job',
    // Reads the collected job and adds it to its day's rollup with a once-only marker.
    table: 'readwrite',
  },
  {
    name: 'BookingReporter',
    detailTypes: [BOOKING_OUTCOME_RECORDED],
    consumer: 'reports/roll-up-booking',
    // Reads the booking and adds its outcome to its slot day's rollup with a once-only marker.
    table: 'readwrite',
  },
  {
    name: 'PurchaseReporter',
    detailTypes: [PURCHASE_GOODS_RECEIVED],
    consumer: 'reports/roll-up-purchase',
    // Reads the purchase order and adds the receipt's cost and VAT to its day with a once-only marker.
    table: 'readwrite',
  },
  {
    name: 'LowStockWatcher',
    detailTypes: [SALE_PAID, ORDER_PAID, PURCHASE_GOODS_RECEIVED, STOCK_MOVED],
    consumer: 'stock/check-low-stock',
    // Marks a product low (or no longer) once per crossing, and announces the crossing (StockLow).
    table: 'readwrite',
    publishesEvents: true,
  },
  {
    name: 'ClosedAccountStripper',
    detailTypes: [ACCOUNT_CLOSED],
    consumer: 'accounts/strip-closed-account',
    // Rewrites the closed account's jobs, bookings and orders without the name; idempotent, so retried.
    table: 'readwrite',
  },
];
