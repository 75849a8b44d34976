// Reads the activity log, newest first, one Query at a time on the index the filter needs:
// by user (gsi2), else by action (gsi1), else the whole log (table). No Scan (decision 072).
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AuditAction } from '../../shared/audit-actions';
import { AuditEntrySchema, type AuditEntry } from '../../shared/schemas/audit-entry';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';

export type AuditIndex = 'table' | 'gsi1' | 'gsi2';

/** Where a page of the log is read: the index and the one partition of it the filter needs. */
export interface AuditLogView {
  index: AuditIndex;
  partition: string;
}

export type AuditLogKey = Record<string, string>;

/** The attributes of an item's position in a view: the table key, plus the index key for an index. */
export function keyAttributes(index: AuditIndex): { partition: string; sort: string; names: string[] } {
  if (index === 'table') return { partition: 'pk', sort: 'sk', names: ['pk', 'sk'] };
  return { partition: `${index}pk`, sort: `${index}sk`, names: ['pk', 'sk', `${index}pk`, `${index}sk`] };
}


export interface AuditLogFilter {
  action?: AuditAction;
  userId?: string;
  /** ISO instant, inclusive. */
  from?: string;
  /** ISO instant, exclusive. */
  to?: string;
}

/** A filter by user also filtering by action reads the user's partition and filters on action. */
export function viewFor(filter: AuditLogFilter): AuditLogView {
  if (filter.userId) return { index: 'gsi2', partition: keys.auditUserPartition(filter.userId) };
  if (filter.action) return { index: 'gsi1', partition: keys.auditActionPartition(filter.action) };
  return { index: 'table', partition: keys.auditLogPartition };
}

/** Queries per page at most: a filter on action within a user's records may skip many items. */
const MAX_QUERIES_PER_PAGE = 10;

function queryInput(view: AuditLogView, filter: AuditLogFilter, limit: number, startKey?: AuditLogKey): QueryCommandInput {
  const { partition, sort } = keyAttributes(view.index);
  const names: Record<string, string> = { '#p': partition };
  if (filter.from || filter.to) names['#s'] = sort;
  const values: Record<string, unknown> = { ':p': view.partition };
  let condition = '#p = :p';
  // Sort keys are `<ISO time>#<id>`: an instant compares below every key stamped at or after it.
  if (filter.from && filter.to) {
    condition += ' AND #s BETWEEN :from AND :to';
    Object.assign(values, { ':from': filter.from, ':to': filter.to });
  } else if (filter.from) {
    condition += ' AND #s >= :from';
    values[':from'] = filter.from;
  } else if (filter.to) {
    condition += ' AND #s < :to';
    values[':to'] = filter.to;
  }
  const byActionToo = view.index === 'gsi2' && filter.action;
  if (byActionToo) {
    names['#a'] = 'action';
    values[':a'] = filter.action;
  }
  return {
    TableName: tableName,
    ...(view.index === 'table' ? {} : { IndexName: view.index }),
    KeyConditionExpression: condition,
    ...(byActionToo ? { FilterExpression: '#a = :a' } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: startKey,
  };
}

function positionOf(view: AuditLogView, item: Record<string, unknown>): AuditLogKey {
  return Object.fromEntries(keyAttributes(view.index).names.map((name) => [name, String(item[name])]));
}

export interface AuditLogRead {
  entries: AuditEntry[];
  /** Where the next page starts; absent when the log has no more for this filter. */
  next?: AuditLogKey;
}

export async function readAuditLog(filter: AuditLogFilter, limit: number, startKey?: AuditLogKey): Promise<AuditLogRead> {
  const view = viewFor(filter);
  const items: Record<string, unknown>[] = [];
  let position = startKey;
  // One item more than the page tells whether another page exists, so the last page has no cursor.
  for (let i = 0; i < MAX_QUERIES_PER_PAGE; i++) {
    const page = await db.send(new QueryCommand(queryInput(view, filter, limit + 1 - items.length, position)));
    items.push(...(page.Items ?? []));
    position = page.LastEvaluatedKey as AuditLogKey | undefined;
    if (items.length > limit || !position) break;
  }
  const entries = items.slice(0, limit).map((item) => AuditEntrySchema.parse(item));
  if (items.length > limit) return { entries, next: positionOf(view, items[limit - 1]!) };
  return position ? { entries, next: position } : { entries };
}

/** One record by its time and id (strongly consistent): whether a record just published has arrived. */
export async function getAuditEntry(at: string, id: string): Promise<AuditEntry | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.auditEntry(at, id), ConsistentRead: true }));
  return Item ? AuditEntrySchema.parse(Item) : null;
}

/** Every record about one user, oldest first (gsi2), as stored less the table's attributes: their personal data export. */
export async function auditTrailOfUser(userId: string): Promise<Record<string, unknown>[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :user',
    ExpressionAttributeValues: { ':user': keys.auditUserPartition(userId) },
  });
  return items.map((item) => stripKeys(item, 'expiresAt'));
}
