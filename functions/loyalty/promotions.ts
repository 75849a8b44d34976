// Staff's promotions: created with an id and who made them, listed, removed.
import { ulid } from 'ulid';
import type { CreatePromotionRequest, Promotion } from '../../shared/schemas/loyalty/promotions';
import { deletePromotion, listPromotions, putPromotion } from '../data/loyalty-promotions';
import { NotFoundError } from '../lib/http-errors';

export const NO_SUCH_PROMOTION = 'No promotion has that id.';

export async function createPromotion(input: CreatePromotionRequest, by: { name: string }, now: Date): Promise<Promotion> {
  const promotion = { ...input, id: ulid(now.getTime()), createdAt: now.toISOString(), createdBy: by.name } as Promotion;
  await putPromotion(promotion);
  return promotion;
}

/** Newest last (ids are ULIDs). */
export function allPromotions(): Promise<Promotion[]> {
  return listPromotions();
}

export async function removePromotion(id: string): Promise<void> {
  if (!(await deletePromotion(id))) throw new NotFoundError(NO_SUCH_PROMOTION);
}
