// A month's rollup beside its days (decision 388). Every rollup ADDs to its day and its month in one
// transaction (report-days.ts); once a month is over the nightly job closes it: its sums are set from
// its days, unless an addition came in meanwhile (then it tries again), and it is marked complete. A
// report over whole months reads each closed month as one item: a year is 12 items and the days of
// the months at its ends, not 365 days.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { daysOutside, lastDayOfMonth, wholeMonthsIn } from '../../shared/reports/month-spans';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll, queryYears } from './query-all';
import { readReportDays, REVISION, rollupFields, type ReportDay, type RollupFields } from './report-days';
import { isConditionFailure } from './transact';

export type CloseOutcome = 'closed' | 'already closed' | 'no rollups';

/** Tries before giving up on a month whose additions keep coming (the next night tries again). */
const CLOSE_ATTEMPTS = 10;

/** The sums of a month's day rollups, read consistently so every committed addition is in them. */
async function sumOfDays(month: string): Promise<{ days: number; sums: RollupFields }> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.reportYearPartition(month.slice(0, 4)), ':from': `${keys.reportDayPrefix}${month}-01`, ':to': `${keys.reportDayPrefix}${lastDayOfMonth(month)}` },
    ConsistentRead: true,
  });
  const sums: RollupFields = {};
  for (const item of items) for (const [name, value] of Object.entries(rollupFields(item))) sums[name] = (sums[name] ?? 0) + value;
  return { days: items.length, sums };
}

/**
 * Sets a month's sums from its days and marks it complete. The write holds only if the month's
 * revision is still the one read before the days were summed: an addition in between (which ADDs to
 * the day and the month together) changes it, and the month is summed again.
 */
export async function closeReportMonth(month: string): Promise<CloseOutcome> {
  for (let attempt = 1; ; attempt++) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.reportMonth(month), ConsistentRead: true }));
    if (Item?.complete === true) return 'already closed';
    const { days, sums } = await sumOfDays(month);
    if (days === 0 && !Item) return 'no rollups';
    const revision = typeof Item?.[REVISION] === 'number' ? Item[REVISION] : undefined;
    try {
      await db.send(new PutCommand({
        TableName: tableName,
        Item: { ...keys.reportMonth(month), type: 'ReportMonth', month, ...sums, [REVISION]: revision ?? 0, complete: true },
        ConditionExpression: !Item ? 'attribute_not_exists(pk)' : revision === undefined ? 'attribute_not_exists(#revision)' : '#revision = :revision',
        ...(Item ? { ExpressionAttributeNames: { '#revision': REVISION } } : {}),
        ...(revision !== undefined ? { ExpressionAttributeValues: { ':revision': revision } } : {}),
      }));
      return 'closed';
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= CLOSE_ATTEMPTS) throw error;
    }
  }
}

/** The months (YYYY-MM) before `thisMonth`, back to `monthsBack` of them, that have rollups and are not closed. */
export async function openPastMonths(thisMonth: string, monthsBack: number): Promise<string[]> {
  const months: string[] = [];
  const [year, number] = thisMonth.split('-').map(Number) as [number, number];
  for (let back = monthsBack; back >= 1; back--) months.push(new Date(Date.UTC(year, number - 1 - back, 1)).toISOString().slice(0, 7));
  if (months.length === 0) return [];
  const items = await queryYears(`${months[0]}-01`, `${months.at(-1)}-01`, keys.reportYearPartition, `${keys.reportMonthPrefix}${months[0]}`, `${keys.reportMonthPrefix}${months.at(-1)}`);
  const closed = new Set(items.filter((item) => item.complete === true).map((item) => String(item.month)));
  return months.filter((month) => !closed.has(month));
}

/**
 * The rollups of from..to with every whole, closed month as one item (its `day` the month's first)
 * and the other days as they are: for reports that sum a range or group it by month.
 */
export async function readReportRollups(from: string, to: string): Promise<ReportDay[]> {
  const whole = wholeMonthsIn(from, to);
  if (whole.length === 0) return readReportDays(from, to);
  const first = whole[0]!;
  const last = whole.at(-1)!;
  // The ends' days are read beside the months; an unclosed month's days (this one's, before the
  // nightly job has run) only once the months say which.
  const [monthItems, ends] = await Promise.all([
    queryYears(`${first}-01`, `${last}-01`, keys.reportYearPartition, `${keys.reportMonthPrefix}${first}`, `${keys.reportMonthPrefix}${last}`),
    Promise.all(daysOutside(from, to, whole).map(([a, b]) => readReportDays(a, b))),
  ]);
  const closed = monthItems.filter((item) => item.complete === true);
  const closedMonths = new Set(closed.map((item) => String(item.month)));
  const openDays = await Promise.all(daysOutside(`${first}-01`, lastDayOfMonth(last), [...closedMonths]).map(([a, b]) => readReportDays(a, b)));
  return [...closed.map((item) => ({ day: `${String(item.month)}-01`, fields: rollupFields(item) })), ...ends.flat(), ...openDays.flat()];
}

/** The rollups a report grouped by day, week or month reads: whole closed months only when by month. */
export function readReportRollupsBy(from: string, to: string, by: 'day' | 'week' | 'month'): Promise<ReportDay[]> {
  return by === 'month' ? readReportRollups(from, to) : readReportDays(from, to);
}
