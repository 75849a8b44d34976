// What an account holder chose about messages (issue 18), kept on their profile item: the channel
// (email, SMS or both) and the mobile number they proved is theirs by an SMS code. The number proven
// is stored, not a flag, so changing the phone number on the profile leaves the new one unproven.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageChannel } from '../../shared/messaging/channels';
import { db, tableName } from './client';
import * as keys from './keys';

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

/** Marks `phone` proven, only while it is still the profile's number. False when it changed meanwhile. */
export async function markPhoneVerified(userId: string, phone: string, now: Date): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET verifiedPhone = :phone, phoneVerifiedAt = :at',
        ConditionExpression: 'phone = :phone',
        ExpressionAttributeValues: { ':phone': phone, ':at': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
