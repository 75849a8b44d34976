// Promotions staff set (decision 150): all in one partition by id, so the list is one Query.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PromotionSchema, type Promotion } from '../../shared/schemas/loyalty/promotions';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';

export async function putPromotion(promotion: Promotion): Promise<void> {
  await db.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.loyaltyPromotion(promotion.id), type: 'LoyaltyPromotion', ...promotion }, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function listPromotions(): Promise<Promotion[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.loyaltyPromotionsPartition } });
  return items.map((item) => PromotionSchema.parse(item));
}

/** False when there was no such promotion. */
export async function deletePromotion(id: string): Promise<boolean> {
  try {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.loyaltyPromotion(id), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
