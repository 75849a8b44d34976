// Gift cards and store credit (decisions 300-305): a card and its ledger, a customer's store credit
// and its ledger, the requests that sell a card at the till or online, and the public balance check.
import * as z from 'zod/mini';
import { isGiftCardCode } from '../../gift-cards/code';
import { optionalTextSchema } from '../repairs/fields';
import { IdempotencyKeySchema, PaymentInputSchema, StaffSchema } from '../sales/fields';

/** The smallest and largest card the shop sells (decision 300). */
export const GIFT_CARD_MIN_PENCE = 500;
export const GIFT_CARD_MAX_PENCE = 50_000;
/** The fixed amounts offered as buttons; any whole pound amount between the limits may be chosen. */
export const GIFT_CARD_PRESETS_PENCE = [1_000, 2_500, 5_000, 10_000] as const;

export const GiftCardAmountSchema = /* @__PURE__ */ z.number('Amount must be a number of pence').check(
  z.int('Amount must be a whole number of pence'),
  z.minimum(GIFT_CARD_MIN_PENCE, 'A gift card must be at least £5.00'),
  z.maximum(GIFT_CARD_MAX_PENCE, 'A gift card must be at most £500.00'),
  z.refine((p) => p % 100 === 0, 'A gift card is a whole number of pounds'),
);

export const GiftCardCodeParamsSchema = z.object({
  code: z.string().check(z.maxLength(40, 'That is not a gift card code'), z.refine(isGiftCardCode, 'That is not a gift card code')),
});

/**
 * issued: the card sold (its amount); redeemed: spent on a sale or an order; refunded: a refund of
 * what it paid for, back onto it; credited: a till refund or a trade-in's payout to store credit; released: an online
 * checkout's hold given back when the checkout ended unpaid.
 */
export const VoucherEntryKindSchema = z.enum(['issued', 'redeemed', 'refunded', 'credited', 'released']);
export type VoucherEntryKind = z.infer<typeof VoucherEntryKindSchema>;

export const VoucherEntrySchema = z.object({
  /** The cause's idempotency key: one entry per key and card (or account), however often retried. */
  key: z.string(),
  kind: VoucherEntryKindSchema,
  /** Signed pence: positive adds to the balance, negative takes from it. */
  amountPence: z.number(),
  /** What caused it (the sale, refund or order by its id); the pages name it from these (no copy of words in the ledger). */
  source: z.object({ type: z.enum(['till-sale', 'till-refund', 'gift-card-sale', 'online-order', 'trade-in']), id: z.string() }),
  at: z.string(),
  by: z.optional(StaffSchema),
});
export type VoucherEntry = z.infer<typeof VoucherEntrySchema>;

export const GiftCardSchema = z.object({
  code: z.string(),
  initialPence: z.number(),
  balancePence: z.number(),
  issuedAt: z.string(),
  soldVia: z.enum(['till', 'online']),
  /** Who the card is for and from, printed on it; the email it was sent to, when it was emailed. */
  recipientName: z.optional(z.string()),
  fromName: z.optional(z.string()),
  message: z.optional(z.string()),
  emailedTo: z.optional(z.string()),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const GiftCardWithLedgerSchema = z.object({ card: GiftCardSchema, entries: z.array(VoucherEntrySchema) });
export type GiftCardWithLedger = z.infer<typeof GiftCardWithLedgerSchema>;

export const GiftCardListSchema = z.object({ cards: z.array(GiftCardSchema) });

/** The public balance check: nothing about who bought it or for whom. */
export const GiftCardBalanceSchema = z.object({ lastFour: z.string(), balancePence: z.number(), initialPence: z.number(), issuedAt: z.string() });
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

const CardWordsShape = {
  recipientName: optionalTextSchema('Recipient name', 60),
  fromName: optionalTextSchema('From', 60),
  message: optionalTextSchema('Message', 200),
};

/** A card sold at the till, paid in cash or on the card machine, into the open drawer (decision 301). */
export const SellGiftCardRequestSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  amountPence: GiftCardAmountSchema,
  payments: z.array(PaymentInputSchema).check(z.minLength(1, 'Take payment for the gift card'), z.maxLength(2, 'A gift card takes at most 2 payments')),
  ...CardWordsShape,
  emailTo: z.optional(z.email('Invalid email address').check(z.maxLength(254, 'Email must be at most 254 characters'))),
});
export type SellGiftCardRequest = z.infer<typeof SellGiftCardRequestSchema>;

export const StoreCreditSchema = z.object({ balancePence: z.number(), entries: z.array(VoucherEntrySchema) });
export type StoreCredit = z.infer<typeof StoreCreditSchema>;

/** A customer record's store credit (decision 341): none without an account, which is where it is held. */
export const CustomerStoreCreditSchema = z.object({ hasAccount: z.boolean(), balancePence: z.number(), entries: z.array(VoucherEntrySchema) });
export type CustomerStoreCredit = z.infer<typeof CustomerStoreCreditSchema>;
/**
 * A card bought online (decision 345), paid on the shop's payment page: emailed to `emailTo` (the
 * recipient) or, without one, to the buyer. The key is the form's: a double-tapped Buy opens one page.
 */
export const BuyGiftCardRequestSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  amountPence: GiftCardAmountSchema,
  buyerEmail: z.email('Enter your email address').check(z.maxLength(254, 'Email must be at most 254 characters')),
  ...CardWordsShape,
  emailTo: z.optional(z.email('Enter the recipient’s email address').check(z.maxLength(254, 'Email must be at most 254 characters'))),
});
export type BuyGiftCardRequest = z.infer<typeof BuyGiftCardRequestSchema>;

export const BuyGiftCardResponseSchema = z.object({ purchaseId: z.string(), paymentUrl: z.string() });

/** A signed-in customer's store credit balance, for the checkout to offer (decision 346). */
export const StoreCreditBalanceSchema = z.object({ balancePence: z.number() });
