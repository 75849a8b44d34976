// API keys (decision 274): one item per key in the API_KEYS partition, holding the SHA-256 of its
// secret, never the secret. A key is found by the id its secret starts with: one consistent GetItem,
// so a revocation holds from the next call. Expired and revoked keys leave through the TTL 90 days on.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '../../shared/staff/permissions';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';

const KEPT_AFTER_END_MS = 90 * 24 * 60 * 60 * 1000;

export interface ApiKeyRecord {
  keyId: string;
  name: string;
  permissions: Permission[];
  secretHash: string;
  createdAt: string;
  /** The owner who made it: records that name a member of staff name them for the key's calls. */
  createdBy: string;
  createdByName: string;
  validUntil: string;
  revokedAt?: string;
  revokedBy?: string;
}

function recordOf(item: Record<string, unknown>): ApiKeyRecord {
  return {
    keyId: item.keyId as string,
    name: item.name as string,
    permissions: item.permissions as Permission[],
    secretHash: item.secretHash as string,
    createdAt: item.createdAt as string,
    createdBy: item.createdBy as string,
    createdByName: item.createdByName as string,
    validUntil: item.validUntil as string,
    ...(typeof item.revokedAt === 'string' ? { revokedAt: item.revokedAt } : {}),
    ...(typeof item.revokedBy === 'string' ? { revokedBy: item.revokedBy } : {}),
  };
}

const ttlAfter = (iso: string) => keys.ttlFrom(new Date(Date.parse(iso) + KEPT_AFTER_END_MS));

export async function putApiKey(record: ApiKeyRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.apiKey(record.keyId), type: 'ApiKey', ...record, expiresAt: ttlAfter(record.validUntil) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getApiKey(keyId: string): Promise<ApiKeyRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.apiKey(keyId), ConsistentRead: true }));
  return Item ? recordOf(Item) : null;
}

/** Every key still kept, oldest first. */
export async function listApiKeyRecords(): Promise<ApiKeyRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.apiKeysPartition },
  });
  return items.map(recordOf);
}

/** Marks the key revoked; null when there is no such key or it was revoked already. */
export async function markApiKeyRevoked(keyId: string, revokedBy: string, now: Date): Promise<ApiKeyRecord | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.apiKey(keyId),
        UpdateExpression: 'SET revokedAt = :now, revokedBy = :by, expiresAt = :ttl',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':by': revokedBy, ':ttl': ttlAfter(now.toISOString()) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? recordOf(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
