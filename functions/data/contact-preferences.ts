// What an account holder chose about messages (issue 18), kept on their profile item: the channel
// (email, SMS or both) and the mobile number they proved is theirs by an SMS code. The number proven
// is stored, not a flag, and the account holds that number's uniqueness claim (decision 051).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageChannel } from '../../shared/messaging/channels';
import { db, tableName } from './client';
import * as keys from './keys';
import { TransactionCancelledError, transactWrite } from './transact';
import { normaliseUnique, uniqueItem } from './users';

export interface ContactPreferences {
  phone?: string;
  messageChannel?: MessageChannel;
  /** The phone number (as on the profile) proven by a code, and when. */
  verifiedPhone?: string;
  phoneVerifiedAt?: string;
}

export async function getContactPreferences(userId: string): Promise<ContactPreferences | null> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.user(userId),
      ProjectionExpression: 'phone, messageChannel, verifiedPhone, phoneVerifiedAt',
    }),
  );
  return (Item as ContactPreferences | undefined) ?? null;
}

export function phoneIsVerified(preferences: ContactPreferences | null): boolean {
  return Boolean(preferences?.phone && preferences.verifiedPhone === preferences.phone);
}

export async function setMessageChannel(userId: string, channel: MessageChannel): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET messageChannel = :channel',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':channel': channel },
    }),
  );
}

export type PhoneProof = 'verified' | 'phone-changed' | 'verified-elsewhere';

/**
 * Marks `phone` proven, only while it is still the profile's number, and gives the account the
 * number's uniqueness claim in the same transaction (decision 051): of two accounts proving one number
 * at once exactly one wins; a number another account has proved is refused.
 */
export async function markPhoneVerified(userId: string, phone: string, now: Date): Promise<PhoneProof> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.user(userId),
          UpdateExpression: 'SET verifiedPhone = :phone, phoneVerifiedAt = :at',
          ConditionExpression: 'phone = :phone',
          ExpressionAttributeValues: { ':phone': phone, ':at': now.toISOString() },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: uniqueItem('phone', phone, userId),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
          ExpressionAttributeValues: { ':me': userId },
        },
      },
    ]);
    return 'verified';
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailedAt(0)) return 'phone-changed';
    if (error.conditionFailedAt(1)) return 'verified-elsewhere';
    throw error;
  }
}

/** The account that has proved this number, if any. */
export async function phoneOwnerId(phone: string): Promise<string | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.unique('phone', normaliseUnique('phone', phone)), ConsistentRead: true }),
  );
  return (Item?.userId as string | undefined) ?? null;
}
