// The birthday list (decision 159): one item per member with a date of birth, under its month and
// day, so the daily job finds a day's birthdays with one Query. Written, moved and deleted in the
// same transaction as the profile change or the account's closing, so it never disagrees with them.
import { birthdayKey } from '../../shared/birthday-keys';
import { tableName } from './client';
import type { TransactItem } from './transact';
import * as keys from './keys';
import { queryAll } from './query-all';

export function putBirthdayItem(userId: string, dateOfBirth: string): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.birthday(birthdayKey(dateOfBirth), userId), type: 'Birthday', userId } } };
}

export function deleteBirthdayItem(userId: string, dateOfBirth: string): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.birthday(birthdayKey(dateOfBirth), userId) } };
}

/** The items that take a member's birthday from `from` to `to` (either may be absent). */
export function birthdayChangeItems(userId: string, from: string | undefined, to: string | undefined): TransactItem[] {
  if (from === to) return [];
  if (from && to && birthdayKey(from) === birthdayKey(to)) return [];
  return [...(from ? [deleteBirthdayItem(userId, from)] : []), ...(to ? [putBirthdayItem(userId, to)] : [])];
}

/** The members whose birthday key (MM-DD) is `monthDay`. */
export async function membersBornOn(monthDay: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.birthdaysPartition(monthDay) },
  });
  return items.map((item) => String(item.userId));
}
