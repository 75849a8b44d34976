// The rewards catalogue repository: one partition, so staff's list and the members' list are one Query.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { RewardSchema, type Reward, type RewardInput } from '../../shared/schemas/loyalty/reward';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

export async function listRewards(): Promise<Reward[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.rewardsPartition },
    }),
  );
  return Items.map((item) => RewardSchema.parse(item)).sort((a, b) => a.pointsCost - b.pointsCost || a.name.localeCompare(b.name));
}

export async function getReward(rewardId: string): Promise<Reward | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.reward(rewardId), ConsistentRead: true }));
  return Item ? RewardSchema.parse(Item) : null;
}

export async function createReward(id: string, input: RewardInput, now: Date): Promise<Reward> {
  const reward: Reward = { id, ...input, createdAt: now.toISOString(), updatedAt: now.toISOString() };
  await db.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.reward(id), type: 'Reward', ...reward }, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return reward;
}

/** Replaces a reward's terms; null when it does not exist. Redemptions keep the terms they were made on. */
export async function updateReward(id: string, input: RewardInput, now: Date): Promise<Reward | null> {
  const existing = await getReward(id);
  if (!existing) return null;
  const reward: Reward = { ...existing, ...input, updatedAt: now.toISOString() };
  try {
    await db.send(
      new PutCommand({ TableName: tableName, Item: { ...keys.reward(id), type: 'Reward', ...reward }, ConditionExpression: 'attribute_exists(pk)' }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
  return reward;
}

/** True when it existed. */
export async function deleteReward(id: string): Promise<boolean> {
  try {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.reward(id), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
