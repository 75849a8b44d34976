// The activity log: one item per audit record, written once per record id, kept 2 years.
// Listing (newest first, by action, by user, by date, cursor pages) is in audit-log-query.ts.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../shared/schemas/audit-entry';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';

/** SECURITY.md: audit records are kept 2 years. */
export const AUDIT_RETENTION_DAYS = 730;

export function auditItem(entry: AuditEntry) {
  const at = new Date(entry.at);
  return {
    ...keys.auditEntry(entry.at, entry.id),
    ...keys.auditByAction(entry.action, entry.at, entry.id),
    ...(entry.userId ? keys.auditByUser(entry.userId, entry.at, entry.id) : {}),
    type: 'AuditEntry',
    ...entry,
    expiresAt: keys.ttlFrom(new Date(at.getTime() + AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000)),
  };
}

/** Writes the record once: a redelivered or replayed event finds its item there and changes nothing. */
export async function saveAuditEntry(entry: AuditEntry): Promise<'saved' | 'duplicate'> {
  try {
    await db.send(
      new PutCommand({ TableName: tableName, Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return 'saved';
  } catch (error) {
    if (isConditionFailure(error)) return 'duplicate';
    throw error;
  }
}
