// Promotions staff set (issue 16): a points multiplier (double points) between two London dates,
// or a fixed bonus on repairs of one device type between two dates.
import * as z from 'zod/mini';
import { DeviceTypeSchema } from '../repairs/device';
import { textSchema } from '../repairs/fields';
import { DaySchema } from '../sales/fields';

export const MAX_PROMOTION_BONUS = 10_000;

const MultiplierPromotionFields = z.object({
  kind: z.literal('multiplier'),
  /** 2 for double points. */
  multiplier: z.number('Multiplier must be a number').check(z.int('Multiplier must be a whole number'), z.minimum(2, 'Multiplier must be at least 2'), z.maximum(5, 'Multiplier must be at most 5')),
});

const RepairBonusPromotionFields = z.object({
  kind: z.literal('repair-bonus'),
  deviceType: DeviceTypeSchema,
  bonusPoints: z.number('Bonus points must be a number').check(
    z.int('Bonus points must be a whole number'),
    z.minimum(1, 'Bonus points must be at least 1'),
    z.maximum(MAX_PROMOTION_BONUS, `Bonus points must be at most ${MAX_PROMOTION_BONUS}`),
  ),
});

const common = {
  name: textSchema('Name', 80),
  /** First and last London day it applies, inclusive. */
  startsOn: DaySchema,
  endsOn: DaySchema,
};

export const CreatePromotionRequestSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...common, ...MultiplierPromotionFields.shape }),
    z.object({ ...common, ...RepairBonusPromotionFields.shape }),
  ])
  .check(z.refine((p) => p.endsOn >= p.startsOn, { message: 'The end date must not be before the start date', path: ['endsOn'] }));
export type CreatePromotionRequest = z.infer<typeof CreatePromotionRequestSchema>;

export const PromotionSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), ...common, ...MultiplierPromotionFields.shape, createdAt: z.string(), createdBy: z.string() }),
  z.object({ id: z.string(), ...common, ...RepairBonusPromotionFields.shape, createdAt: z.string(), createdBy: z.string() }),
]);
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z.object({ promotions: z.array(PromotionSchema) });
export const PromotionParamsSchema = z.object({ promotionId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a promotion')) });
