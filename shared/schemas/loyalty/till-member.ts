// What a customer record brings to a till sale as a loyalty member (decisions 160, 161).
import * as z from 'zod/mini';
import { QrCodeSchema } from '../repairs/fields';
import { RewardAppliesToSchema } from './reward';

/** GET /api/admin/till/members/{customerQr}: the loyalty a customer record brings to the sale (decisions 160, 161). */
export const TillMemberParamsSchema = z.object({ customerQr: QrCodeSchema });
export const TillMemberSchema = z.object({
  /** Null: the record is not linked to an account, so it has no points and no tier. */
  member: z.nullable(
    z.object({
      userId: z.string(),
      tier: z.string(),
      repairDiscountPercent: z.number(),
      balance: z.number(),
      /** Active rewards the balance covers now, cheapest first. */
      rewards: z.array(z.object({ id: z.string(), name: z.string(), pointsCost: z.number(), valuePence: z.number(), appliesTo: RewardAppliesToSchema })),
    }),
  ),
});
export type TillMember = z.infer<typeof TillMemberSchema>;
