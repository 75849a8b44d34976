// Seeds the rewards catalogue and a family group for the demo customer, once: rewards by fixed ids
// (a second run adds nothing), and the "Murphy family" only while the demo customer is in no group.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RewardInput } from '../../shared/schemas/loyalty/reward';
import { db, tableName } from '../../functions/data/client';
import { familyGroupIdOf } from '../../functions/data/family-groups';
import * as keys from '../../functions/data/keys';
import { isConditionFailure } from '../../functions/data/transact';
import { createUser, DuplicateUserError, findUserIdBy } from '../../functions/data/users';
import { addFamilyMemberByEmail, requireGroup, startFamilyGroup } from '../../functions/family-groups/family-groups';
import { hashPassword } from '../../functions/lib/passwords';
import { generatePassword } from './generate-password';

const SEED_REWARDS: readonly (RewardInput & { id: string })[] = [
  { id: 'seed-repair-5', name: '£5 off a repair', pointsCost: 100, valuePence: 500, appliesTo: 'repair', active: true },
  { id: 'seed-repair-12', name: '£12.50 off a repair', pointsCost: 225, valuePence: 1250, appliesTo: 'repair', active: true },
  { id: 'seed-shop-3', name: '£3 off a shop order', pointsCost: 60, valuePence: 300, appliesTo: 'product', active: true },
];

/** The demo customer's relative: an account nobody signs in to until they reset its password. */
const FAMILY_MEMBER = { firstName: 'Niamh', lastName: 'Murphy', username: 'niamh_murphy', email: 'niamh.murphy@example.com', phone: '07700900021' };

export async function seedRewards(now = new Date()): Promise<void> {
  for (const { id, ...reward } of SEED_REWARDS) {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...keys.reward(id), type: 'Reward', id, ...reward, createdAt: now.toISOString(), updatedAt: now.toISOString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

export async function seedFamilyGroup(demoUsername: string, now = new Date()): Promise<void> {
  const ownerId = await findUserIdBy('username', demoUsername);
  if (!ownerId || (await familyGroupIdOf(ownerId))) return;
  try {
    await createUser({ ...FAMILY_MEMBER, passwordHash: await hashPassword(generatePassword()), role: 'customer', emailVerified: true });
  } catch (error) {
    if (!(error instanceof DuplicateUserError)) throw error;
  }
  const memberId = await findUserIdBy('email', FAMILY_MEMBER.email);
  if (!memberId || (await familyGroupIdOf(memberId))) return;
  const group = await startFamilyGroup('Murphy family', ownerId, now);
  await addFamilyMemberByEmail(await requireGroup(group.id), FAMILY_MEMBER.email, now);
}
