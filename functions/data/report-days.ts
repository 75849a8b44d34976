// The report rollups: one item per London day and one per month (in their year's partition) whose
// numbers the report consumers ADD to, each cause once (a marker in the same transaction), and the
// first-invoice item per customer that tells new customers from returning ones (decisions 185, 388).
// Closing a month and reading whole months: report-months.ts.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryYears } from './query-all';
import { TransactionCancelledError, transactWrite, type TransactItem } from './transact';

/** A day's figures by name (counts and pence), each ADDed to by the report consumers. */
export type RollupFields = Record<string, number>;

export interface ReportDay {
  day: string;
  fields: RollupFields;
}

/** The month item's count of additions, which no report sums. */
export const REVISION = 'revision';
const NOT_FIELDS = new Set(['pk', 'sk', 'type', 'day', 'month', REVISION]);

/** An Update ADDing fields to a rollup item, setting its type and labels. */
function addTo(key: Record<string, string>, type: string, labels: Record<string, string>, fields: RollupFields): TransactItem {
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': type };
  const sets = ['#type = :type', ...Object.entries(labels).map(([name, value], i) => {
    names[`#l${i}`] = name;
    values[`:l${i}`] = value;
    return `#l${i} = :l${i}`;
  })];
  const adds = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} :v${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')} ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * ADDs fields to a day's rollup and to its month's (decision 388), for a transaction whose own write
 * happens once (a trade-in's payout). The month counts its additions (`revision`), so closing it can
 * tell whether any came in while its days were summed.
 */
export function addToDayItems(day: string, fields: RollupFields): TransactItem[] {
  const month = day.slice(0, 7);
  return [
    addTo(keys.reportDay(day), 'ReportDay', { day }, fields),
    addTo(keys.reportMonth(month), 'ReportMonth', { month }, { ...fields, [REVISION]: 1 }),
  ];
}

export interface CustomerVisit {
  key: string;
  invoiceNumber: string;
}

/**
 * Adds a cause's fields to its day, once. A customer visit counts them as new when theirs is the
 * first invoice seen, else returning. `also` are written in the same transaction (the stock book's
 * entries of the document). Returns false when the cause was added before (a redelivery).
 */
export async function applyToDay(cause: string, day: string, fields: RollupFields, visit?: CustomerVisit, also: readonly TransactItem[] = []): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const seen = visit ? await db.send(new GetCommand({ TableName: tableName, Key: keys.reportCustomer(visit.key), ConsistentRead: true })) : null;
    const isNew = Boolean(visit && !seen?.Item);
    const all: RollupFields = { ...fields, ...(visit ? { [isNew ? 'customers_new' : 'customers_returning']: 1 } : {}) };
    const items = [
      { Put: { TableName: tableName, Item: { ...keys.rollupApplied(cause), type: 'RollupApplied', day }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...addToDayItems(day, all),
      ...(visit && isNew
        ? [{ Put: { TableName: tableName, Item: { ...keys.reportCustomer(visit.key), type: 'ReportCustomer', invoiceNumber: visit.invoiceNumber, day }, ConditionExpression: 'attribute_not_exists(pk)' } }]
        : []),
      ...also,
    ];
    try {
      await transactWrite(items);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      if (error.conditionFailedAt(0)) return false;
      // Another invoice of the same new customer got there first: read again, now as returning.
      if (error.conditionFailedAt(3) && attempt < 3) continue;
      throw error;
    }
  }
}

/** The rollups of the London days from..to (inclusive): one Query per calendar year touched. */
export async function readReportDays(from: string, to: string): Promise<ReportDay[]> {
  const items = await queryYears(from, to, keys.reportYearPartition, `${keys.reportDayPrefix}${from}`, `${keys.reportDayPrefix}${to}`);
  return items.map((item) => ({
    day: String(item.day),
    fields: rollupFields(item),
  }));
}

/** A rollup item's figures: its numbers other than its keys and labels. */
export function rollupFields(item: Record<string, unknown>): RollupFields {
  return Object.fromEntries(Object.entries(item).filter(([k, v]) => !NOT_FIELDS.has(k) && typeof v === 'number')) as RollupFields;
}
