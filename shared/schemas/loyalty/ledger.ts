// The points ledger as the API shows it: entries with their cause, a member's summary, the admin's
// member list and ledger, and a manual adjustment.
import * as z from 'zod/mini';
import { LOYALTY } from '../../business';
import { textSchema } from '../repairs/fields';
import { IdempotencyKeySchema } from '../sales/fields';

export const TierNameSchema = z.enum(LOYALTY.tiers);

/**
 * earned: a repair's points; bonus: birthday or promotion; redeemed: spent on a reward; expired;
 * adjusted: by staff; reversed: points of refunded repairs taken back (decision 239).
 */
export const EntryKindSchema = z.enum(['earned', 'bonus', 'redeemed', 'expired', 'adjusted', 'reversed']);
export type EntryKind = z.infer<typeof EntryKindSchema>;

/** What caused an entry: a till sale, an online order, a claimed receipt, a birthday, a promotion, staff, a reward. */
export const EntrySourceSchema = z.object({
  type: z.enum(['sale', 'order', 'receipt', 'birthday', 'promotion', 'adjustment', 'reward']),
  /** The sale id, order id, receipt's invoice number, year, promotion id, reward id... */
  id: z.string(),
});
export type EntrySource = z.infer<typeof EntrySourceSchema>;

export const LedgerEntrySchema = z.object({
  /** The idempotency key of the cause: one entry per key and account, however often it is retried. */
  key: z.string(),
  kind: EntryKindSchema,
  /** Signed: positive adds to the balance, negative takes from it. */
  points: z.number(),
  source: EntrySourceSchema,
  description: z.string(),
  at: z.string(),
  /** Staff who made an adjustment, and why. */
  by: z.optional(z.object({ userId: z.string(), name: z.string() })),
  reason: z.optional(z.string()),
  /** A reversal's points that were already spent, so not taken from the balance (decision 239). */
  alreadySpent: z.optional(z.number()),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const TierProgressSchema = z.object({
  tier: TierNameSchema,
  /** Points earned in the last 12 months (the family group's, when in one): what the tier is decided by. */
  qualifyingPoints: z.number(),
  nextTier: z.nullable(z.object({ name: TierNameSchema, threshold: z.number(), pointsNeeded: z.number() })),
});
export type TierProgress = z.infer<typeof TierProgressSchema>;

/** GET /api/user/loyalty: the signed-in member's balance, tier, progress and latest entries. */
export const MyLoyaltySchema = z.object({
  balance: z.number(),
  ...TierProgressSchema.shape,
  history: z.array(LedgerEntrySchema),
});
export type MyLoyalty = z.infer<typeof MyLoyaltySchema>;

export const MemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  balance: z.number(),
  lifetimeEarned: z.number(),
  tier: TierNameSchema,
  updatedAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

export const MemberListSchema = z.object({ members: z.array(MemberSchema) });

export const MemberParamsSchema = z.object({ userId: z.string().check(z.regex(/^[0-9A-Za-z_-]{1,64}$/, 'That is not an account id')) });

export const MemberLedgerSchema = z.object({
  member: MemberSchema,
  ...TierProgressSchema.shape,
  entries: z.array(LedgerEntrySchema),
});
export type MemberLedger = z.infer<typeof MemberLedgerSchema>;

export const MAX_ADJUSTMENT = 100_000;

/** POST /api/admin/loyalty/members/{userId}/adjustments: staff add or take points, with a reason. */
export const AdjustPointsRequestSchema = z.object({
  points: z.number('Points must be a number').check(
    z.int('Points must be a whole number'),
    z.refine((n) => n !== 0, 'Points must not be 0'),
    z.minimum(-MAX_ADJUSTMENT, `Points must be at least -${MAX_ADJUSTMENT}`),
    z.maximum(MAX_ADJUSTMENT, `Points must be at most ${MAX_ADJUSTMENT}`),
  ),
  reason: textSchema('Reason', 200),
  idempotencyKey: IdempotencyKeySchema,
});
export type AdjustPointsRequest = z.infer<typeof AdjustPointsRequestSchema>;
