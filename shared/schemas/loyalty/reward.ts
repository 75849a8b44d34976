// The rewards catalogue (issue 16): what members can spend points on, e.g. 100 points = £5.00 off a repair.
import * as z from 'zod/mini';

export const REWARD_APPLIES_TO = ['repair', 'product', 'any'] as const;
export const RewardAppliesToSchema = z.enum(REWARD_APPLIES_TO, 'Choose what the reward applies to');
export type RewardAppliesTo = z.infer<typeof RewardAppliesToSchema>;

export const REWARD_APPLIES_TO_LABEL: Record<RewardAppliesTo, string> = {
  repair: 'A repair',
  product: 'A shop product',
  any: 'Any purchase',
};

/** £100.00 and 100,000 points: no reward is bigger; a slip of extra digits is refused. */
export const MAX_REWARD_PENCE = 10_000;
export const MAX_REWARD_POINTS = 100_000;

export const RewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  pointsCost: z.number(),
  valuePence: z.number(),
  appliesTo: RewardAppliesToSchema,
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardListSchema = z.object({ rewards: z.array(RewardSchema) });

export const RewardInputSchema = z.object({
  name: z.string('Name is required').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80, 'Name must be at most 80 characters')),
  pointsCost: z.number('Points cost must be a number').check(
    z.int('Points cost must be a whole number'),
    z.minimum(1, 'Points cost must be at least 1'),
    z.maximum(MAX_REWARD_POINTS, `Points cost must be at most ${MAX_REWARD_POINTS}`),
  ),
  valuePence: z.number('Value must be a number of pence').check(
    z.int('Value must be a whole number of pence'),
    z.minimum(1, 'Value must be at least 1p'),
    z.maximum(MAX_REWARD_PENCE, 'Value must be at most £100.00'),
  ),
  appliesTo: RewardAppliesToSchema,
  active: z.boolean('Say whether the reward is active'),
});
export type RewardInput = z.infer<typeof RewardInputSchema>;

export const RewardParamsSchema = z.object({
  rewardId: z.string('Reward is required').check(z.trim(), z.minLength(1, 'Reward is required'), z.maxLength(40, 'Reward is too long')),
});
