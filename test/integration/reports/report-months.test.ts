// The month rollups against DynamoDB Local (decision 388): every rollup adds to its day and its month;
// closing a month sets it from its days even while additions race it, a month from before the month
// rollups (days only) is closed the same way, and a report over whole closed months reads them instead
// of their days with the same figures. Days of a far year unique to this run, so no other file's
// rollups land in them.
import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { db, tableName } from '../../../functions/data/client';
import * as keys from '../../../functions/data/keys';
import { applyToDay, readReportDays, type RollupFields } from '../../../functions/data/report-days';
import { closeReportMonth, readReportRollups } from '../../../functions/data/report-months';
import { transactWrite } from '../../../functions/data/transact';
import { closeReportMonths } from '../../../functions/reports/close-report-months';
import { invoke } from '../../support/invoke';
import { countDynamoRequests, signedInUser, type SignedIn } from '../repairs/repair-helpers';

const YEAR = 2200 + randomInt(0, 700);
let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInUser('admin');
});

const sale = (pence: number): RollupFields => ({ sales_net_till: pence, sales_vat_till: Math.round(pence / 5), sales_count: 1, jobs_collected: 1, 'model:iPhone 13': 1 });
const add = (day: string, fields: RollupFields) => applyToDay(`test:${randomUUID()}`, day, fields);

async function monthItem(month: string): Promise<Record<string, unknown> | undefined> {
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.reportMonth(month), ConsistentRead: true }))).Item;
}

/** A rollup written as it was before the month rollups: the day item alone. */
async function addDayOnly(day: string, fields: RollupFields): Promise<void> {
  const names = Object.fromEntries(Object.keys(fields).map((name, i) => [`#f${i}`, name]));
  const values = Object.fromEntries(Object.values(fields).map((value, i) => [`:v${i}`, value]));
  await transactWrite([{ Update: { TableName: tableName, Key: keys.reportDay(day), UpdateExpression: `SET #type = :type, #day = :day ADD ${Object.keys(names).map((n, i) => `${n} :v${i}`).join(', ')}`, ExpressionAttributeNames: { ...names, '#type': 'type', '#day': 'day' }, ExpressionAttributeValues: { ...values, ':type': 'ReportDay', ':day': day } } }]);
}

const total = (days: { fields: RollupFields }[], name: string) => days.reduce((sum, d) => sum + (d.fields[name] ?? 0), 0);

describe('month rollups', () => {
  it('adds each rollup to its month too, and closing sets the month from its days, once', async () => {
    const month = `${YEAR}-01`;
    await add(`${month}-03`, sale(1000));
    await add(`${month}-17`, sale(2500));
    await add(`${month}-31`, sale(500));

    const open = await monthItem(month);
    expect(open).toMatchObject({ month, sales_net_till: 4000, sales_count: 3, revision: 3 });
    expect(open?.complete).toBeUndefined();

    expect(await closeReportMonth(month)).toBe('closed');
    expect(await monthItem(month)).toMatchObject({ month, sales_net_till: 4000, sales_count: 3, 'model:iPhone 13': 3, complete: true });
    expect(await closeReportMonth(month)).toBe('already closed');
    expect(await closeReportMonth(`${YEAR}-11`)).toBe('no rollups');

    // A late addition to a closed month (an event delivered after the close) reaches both.
    await add(`${month}-20`, sale(100));
    expect(await monthItem(month)).toMatchObject({ sales_net_till: 4100, sales_count: 4, complete: true });
  });

  it('closes a month to the sum of its days while ten additions race the close', async () => {
    const month = `${YEAR}-02`;
    await add(`${month}-01`, sale(700));
    const racing = Array.from({ length: 10 }, (_, i) => add(`${month}-${String(10 + i).padStart(2, '0')}`, sale(100 + i)));
    const [outcome] = await Promise.all([closeReportMonth(month), ...racing]);

    expect(outcome).toBe('closed');
    const days = await readReportDays(`${month}-01`, `${month}-28`);
    const closed = await monthItem(month);
    expect(total(days, 'sales_net_till')).toBe(700 + 10 * 100 + 45);
    expect(closed).toMatchObject({ sales_net_till: total(days, 'sales_net_till'), sales_count: 11, complete: true });
  });

  it("closes a month from before the month rollups from its days alone", async () => {
    const month = `${YEAR}-03`;
    await addDayOnly(`${month}-05`, sale(1200));
    await addDayOnly(`${month}-06`, sale(800));
    expect(await monthItem(month)).toBeUndefined();

    expect(await closeReportMonth(month)).toBe('closed');
    expect(await monthItem(month)).toMatchObject({ sales_net_till: 2000, sales_count: 2, complete: true });
  });

  it("reads a year's whole closed months as one item each and the rest as days, with the same figures", async () => {
    const year = YEAR + 1000;
    for (let m = 1; m <= 12; m++) {
      const month = `${year}-${String(m).padStart(2, '0')}`;
      await add(`${month}-02`, sale(1000 * m));
      await add(`${month}-15`, sale(10 * m));
      await add(`${month}-28`, sale(m));
    }
    // Every month but December closed, as on a December night; the range starts mid-January.
    for (let m = 1; m <= 11; m++) await closeReportMonth(`${year}-${String(m).padStart(2, '0')}`);
    const from = `${year}-01-10`;
    const to = `${year}-12-31`;

    const { result: rollups, count } = await countDynamoRequests(() => readReportRollups(from, to));
    const days = await readReportDays(from, to);

    // 10 closed months (February to November), January's days from the 10th and December's: three Queries.
    expect(rollups.filter((r) => r.day.endsWith('-01')).map((r) => r.day)).toEqual(Array.from({ length: 10 }, (_, i) => `${year}-${String(i + 2).padStart(2, '0')}-01`));
    expect(rollups).toHaveLength(10 + 2 + 3);
    expect(count).toBe(3);
    for (const name of ['sales_net_till', 'sales_vat_till', 'sales_count', 'model:iPhone 13']) expect(total(rollups, name)).toBe(total(days, name));

    const byMonth = await invoke(routes.getSalesReport, { ...admin.as, query: { from, to, by: 'month' } });
    const byDay = await invoke(routes.getSalesReport, { ...admin.as, query: { from, to, by: 'day' } });
    expect(byMonth.status).toBe(200);
    expect(byMonth.body.itemsRead).toBe(15);
    expect(byMonth.body.totalPence).toBe(byDay.body.totalPence);
    expect(byMonth.body.buckets.map((b: { totalPence: number }) => b.totalPence)).toEqual(
      Array.from({ length: 12 }, (_, i) => byDay.body.buckets.filter((b: { start: string }) => b.start.startsWith(`${year}-${String(i + 1).padStart(2, '0')}`)).reduce((s: number, b: { totalPence: number }) => s + b.totalPence, 0)),
    );
    const profitLoss = await invoke(routes.getProfitLoss, { ...admin.as, query: { from, to } });
    expect(profitLoss.body.revenuePence).toBe(byDay.body.totalPence);
    const repairs = await invoke(routes.getRepairsReport, { ...admin.as, query: { from, to } });
    expect(repairs.body.jobsCollected).toBe(total(days, 'jobs_collected'));
  });

  it('closes, each night, the months before this one that are not closed, and leaves this one open', async () => {
    const year = YEAR + 500;
    await add(`${year}-04-30`, sale(300));
    await add(`${year}-05-01`, sale(400));
    await add(`${year}-06-02`, sale(500));

    const run = await closeReportMonths(new Date(`${year}-06-03T03:00:00Z`), 3);

    expect(run).toEqual({ month: `${year}-06`, outcomes: { [`${year}-03`]: 'no rollups', [`${year}-04`]: 'closed', [`${year}-05`]: 'closed' } });
    expect((await monthItem(`${year}-06`))?.complete).toBeUndefined();
    const again = await closeReportMonths(new Date(`${year}-06-04T03:00:00Z`), 3);
    expect(again.outcomes).toEqual({ [`${year}-03`]: 'no rollups' });
  });
});
