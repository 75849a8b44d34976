// The scale bench's rows (decision 336): each a request path of the issue's list, run through the
// manifest's handler the way API Gateway calls it (test/support/invoke.ts), with its subjects taken
// from the data before timing starts: a recent job whose customer has an account, its customer
// record, device and phone, a catalogue product, the last full month and the last twelve.
import { routes } from '../shared/api/manifest';
import type { AnyRoute } from '../shared/api/define-route';
import { londonDay } from '../shared/dates';
import { SESSION_COOKIE } from '../shared/api/session-cookie';
import { sessionAttributesFor } from '../functions/data/admin-security';
import { createSession } from '../functions/data/sessions';
import { findUserIdBy, getUserById, type UserRecord } from '../functions/data/users';
import { getJobWithParts, listJobs, type JobRecord } from '../functions/data/jobs';
import { listInvoices } from '../functions/data/invoices';
import { listProducts } from '../functions/data/products';
import { grantBirthdayPoints } from '../functions/loyalty/birthday-points';
import { rollUpDocument } from '../functions/reports/roll-up-document';
import { dayRange } from '../functions/sales/list-sales';
import { invoke, type InvokeOptions } from '../test/support/invoke';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../functions/data/client';
import * as keys from '../functions/data/keys';
import { closeReportMonth } from '../functions/data/report-months';

export interface ScaleRow {
  name: string;
  /** A screen someone waits on (held to the p99 goal), not a report, export or nightly job. */
  interactive: boolean;
  /** Runs of this row (heavy rows fewer); default the bench's --runs. */
  runs?: number;
  /** `i`: 0 for the warm-up call, then 1, 2, ... */
  run(i: number): Promise<void>;
}

/** Takes a month's closed mark away, so the nightly close has it to do again. */
async function reopenReportMonth(month: string): Promise<void> {
  // Only a month that has an item: an Update would otherwise make one of bare keys.
  await db.send(new UpdateCommand({ TableName: tableName, Key: keys.reportMonth(month), UpdateExpression: 'REMOVE complete', ConditionExpression: 'attribute_exists(pk)' })).catch((error: Error) => {
    if (error.name !== 'ConditionalCheckFailedException') throw error;
  });
}

async function signIn(user: UserRecord): Promise<InvokeOptions> {
  const { token } = await createSession({ userId: user.id, role: user.role, attributes: await sessionAttributesFor(user) }, new Date());
  return { cookies: { [SESSION_COOKIE]: token } };
}

async function call(route: AnyRoute, options: InvokeOptions): Promise<unknown> {
  const result = await invoke(route, options);
  if (result.status !== 200) throw new Error(`${route.name} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`);
  return result.body;
}

/**
 * The job of the first pages best fit to be searched for: its customer has an account, an email and
 * the device an IMEI (the generated data has many; the demo data's best has an account). Also the
 * cursors of the first 49 pages, for page 50.
 */
async function subjectJob(): Promise<{ job: JobRecord; cursors: string[] }> {
  const cursors: string[] = [];
  let cursor: string | undefined;
  let best: { job: JobRecord; score: number } | null = null;
  const scoreOf = (job: JobRecord) => (job.customer?.userId ? 4 : 0) + (job.customer?.email ? 2 : 0) + (job.device.imei ? 1 : 0);
  for (let page = 0; page < 49; page++) {
    const { jobs, nextCursor } = await listJobs(undefined, cursor);
    for (const summary of best?.score === 7 ? [] : jobs) {
      const job: JobRecord = (await getJobWithParts(summary.qrCode))!.job;
      if (!best || scoreOf(job) > best.score) best = { job, score: scoreOf(job) };
      if (best.score === 7) break;
    }
    if (!nextCursor) break;
    cursors.push(nextCursor);
    cursor = nextCursor;
  }
  if (!best?.job.customer?.userId) throw new Error('No job of the first pages has a customer with an account');
  return { job: best.job, cursors };
}

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function scaleRows(): Promise<ScaleRow[]> {
  const owner = (await getUserById((await findUserIdBy('username', 'admin'))!))!;
  const admin = await signIn(owner);
  const { job, cursors } = await subjectJob();
  const customerUser = (await getUserById(job.customer!.userId!))!;
  const customer = await signIn(customerUser);
  const product = (await listProducts()).find((p) => p.sku && !p.serialised)!;
  const today = londonDay(new Date());
  const monthStart = `${shiftDay(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const monthEnd = shiftDay(`${today.slice(0, 7)}-01`, -1);
  const yearFrom = shiftDay(today, -364);
  const weekFrom = shiftDay(today, -6);
  const { start, end } = dayRange(shiftDay(today, -30), today);
  const recentInvoices = (await listInvoices(start, end)).map((invoice) => invoice.number).reverse();
  const page50 = cursors[48] ?? cursors[cursors.length - 1];
  const asAdmin = (route: AnyRoute, options: InvokeOptions = {}) => () => call(route, { ...admin, ...options }).then(() => undefined);
  const search = (q: string) => asAdmin(routes.listJobs, { query: { q } });
  const c = job.customer!;
  const rows: (ScaleRow | null)[] = [
    { name: 'Admin dashboard', interactive: true, run: asAdmin(routes.getRepairsDashboard) },
    { name: 'Job list, first page', interactive: true, run: asAdmin(routes.listJobs) },
    // The board's API for other tools answers 500 open jobs a page (decision 386; /admin/tv reads the jobs list per column).
    { name: 'Workshop board API (first page of open jobs)', interactive: true, run: asAdmin(routes.getWorkshopBoard) },
    { name: `Job list, page ${cursors.length >= 49 ? 50 : cursors.length + 1}`, interactive: true, run: asAdmin(routes.listJobs, page50 ? { query: { cursor: page50 } } : {}) },
    { name: 'Job search by number', interactive: true, run: search(job.jobNumber) },
    { name: 'Job search by name', interactive: true, run: search(`${c.firstName} ${c.lastName}`) },
    c.phone ? { name: 'Job search by phone', interactive: true, run: search(c.phone) } : null,
    c.email ? { name: 'Job search by email', interactive: true, run: search(c.email) } : null,
    job.device.imei ? { name: 'Job search by IMEI', interactive: true, run: search(job.device.imei) } : null,
    { name: 'Job by QR code', interactive: true, run: asAdmin(routes.resolveQrCode, { params: { qrCode: job.qrCode } }) },
    { name: 'Customer search by name', interactive: true, run: asAdmin(routes.searchCustomers, { query: { q: `${c.firstName} ${c.lastName}` } }) },
    { name: 'Till product lookup', interactive: true, run: asAdmin(routes.lookupTillItem, { query: { code: product.sku } }) },
    c.customerQr ? { name: 'Till customer lookup', interactive: true, run: asAdmin(routes.lookupTillItem, { query: { code: c.customerQr } }) } : null,
    c.customerQr ? { name: "Customer's repair history (admin)", interactive: true, run: asAdmin(routes.getCustomer, { params: { qrCode: c.customerQr } }) } : null,
    { name: "Customer's repairs (own account)", interactive: true, run: () => call(routes.listMyJobs, customer).then(() => undefined) },
    { name: "Customer's purchases (own orders)", interactive: true, run: () => call(routes.listMyOrders, customer).then(() => undefined) },
    { name: "Customer's points", interactive: true, run: () => call(routes.getMyLoyalty, customer).then(() => undefined) },
    { name: 'Sales list, one day', interactive: true, run: asAdmin(routes.listSales, { query: { from: shiftDay(today, -1), to: shiftDay(today, -1) } }) },
    { name: 'Sales list, one week', interactive: true, run: asAdmin(routes.listSales, { query: { from: weekFrom, to: today } }) },
    { name: 'Invoice list, one week', interactive: true, run: asAdmin(routes.listInvoices, { query: { from: weekFrom, to: today } }) },
    { name: 'Sales report, month', interactive: false, run: asAdmin(routes.getSalesReport, { query: { from: monthStart, to: monthEnd } }) },
    { name: 'Sales report, year', interactive: false, run: asAdmin(routes.getSalesReport, { query: { from: yearFrom, to: today, by: 'month' } }) },
    { name: 'Repairs report, year', interactive: false, run: asAdmin(routes.getRepairsReport, { query: { from: yearFrom, to: today } }) },
    { name: 'Bookings report, year', interactive: false, run: asAdmin(routes.getBookingsReport, { query: { from: yearFrom, to: today } }) },
    { name: 'Page views report, month', interactive: false, run: asAdmin(routes.getPageReport, { query: { from: monthStart, to: monthEnd } }) },
    { name: 'Commission report, month', interactive: false, run: asAdmin(routes.getCommissionReport, { query: { from: monthStart, to: monthEnd } }) },
    { name: 'Profit and loss, month', interactive: false, run: asAdmin(routes.getProfitLoss, { query: { from: monthStart, to: monthEnd } }) },
    { name: 'Profit and loss, year', interactive: false, run: asAdmin(routes.getProfitLoss, { query: { from: yearFrom, to: today } }) },
    { name: 'Accounting export, month', interactive: false, runs: 5, run: asAdmin(routes.exportAccounting, { query: { from: monthStart, to: monthEnd, format: 'xero' } }) },
    { name: "Customer's data export", interactive: false, runs: 5, run: () => call(routes.exportMyData, customer).then(() => undefined) },
    // The nightly birthday bonus of a different day each run, so each grants real points.
    { name: 'Nightly birthday bonus (one day)', interactive: false, runs: 10, run: (i) => grantBirthdayPoints(new Date(Date.parse(`${shiftDay(today, 40 + i)}T07:00:00Z`))).then(() => undefined) },
    // The nightly close of the last full month (decision 388), reopened before each run (one more write).
    { name: 'Nightly close of a report month (reopened first)', interactive: false, runs: 10, run: () => reopenReportMonth(monthStart.slice(0, 7)).then(() => closeReportMonth(monthStart.slice(0, 7))).then(() => undefined) },
    // The report rollup of one invoice, as its event's consumer makes it: each run a different recent invoice (adds it to its day once more).
    { name: 'Rollup of one invoice (event consumer)', interactive: false, runs: Math.min(10, Math.max(1, recentInvoices.length - 1)), run: (i) => rollUpDocument(recentInvoices[i] ?? recentInvoices[0]!).then(() => undefined) },
  ];
  // A row whose subject the data lacks (the demo job's device has no IMEI) is left out, and shows as n/a.
  return rows.filter((row) => row !== null);
}
