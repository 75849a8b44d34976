// The report rollups: one item per London day (in its year's partition) whose numbers the report
// consumers ADD to, each cause once (a marker in the same transaction), and the first-invoice item
// per customer that tells new customers from returning ones (decision 185).
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

const NOT_FIELDS = new Set(['pk', 'sk', 'type', 'day']);

/** ADDs fields to a day's rollup, for a transaction whose own write happens once (a trade-in's payout). */
export function addToDayItem(day: string, fields: RollupFields): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':day': day };
  const adds = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} :v${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: keys.reportDay(day),
      UpdateExpression: `SET #type = :type, #day = :day ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: { ...names, '#type': 'type', '#day': 'day' },
      ExpressionAttributeValues: { ...values, ':type': 'ReportDay' },
    },
  };
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
      addToDayItem(day, all),
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
      if (error.conditionFailedAt(2) && attempt < 3) continue;
      throw error;
    }
  }
}

/** The rollups of the London days from..to (inclusive): one Query per calendar year touched. */
export async function readReportDays(from: string, to: string): Promise<ReportDay[]> {
  const items = await queryYears(from, to, keys.reportYearPartition, `${keys.reportDayPrefix}${from}`, `${keys.reportDayPrefix}${to}`);
  return items.map((item) => ({
    day: String(item.day),
    fields: Object.fromEntries(Object.entries(item).filter(([k, v]) => !NOT_FIELDS.has(k) && typeof v === 'number')) as RollupFields,
  }));
}
