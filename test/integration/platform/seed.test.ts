// `npm start`'s demo data: accounts (the owner's staff with their roles) and passwords made once, and the demo customer's repairs with them.
import { describe, expect, it } from 'vitest';
import { customerQrOfPhone, searchCustomersByTerm } from '../../../functions/data/customers';
import { findUserIdBy, getUserById } from '../../../functions/data/users';
import { getJob, jobsAssignedTo, jobsOfCustomer, jobsOfUser, nextJobNumber, saveJob, type JobRecord } from '../../../functions/data/jobs';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { backfillCustomerRecords } from '../../../scripts/local/backfill-customer-records';
import { seedDemoData } from '../../../scripts/local/seed';
import { getDayTotals, listInvoices, listCreditNotes } from '../../../functions/data/invoices';
import { getSale } from '../../../functions/data/sales';
import { loadSession } from '../../../functions/drawer/drawer';
import { dayRange } from '../../../functions/sales/list-sales';
import { londonDay } from '../../../shared/dates';
import { publicReviews } from '../../../functions/content/reviews';
import { routes } from '../../../shared/api/manifest';
import { invoke } from '../../support/invoke';
import { signedInUser } from '../repairs/repair-helpers';

// Seeding the whole demo twice took 27 s of the 30 s default at load 18, and 60 s at load 30 with
// two files at once (decision 376): the same checks, with room.
describe('demo data', { timeout: 120_000 }, () => {
  it("creates the accounts, the passcode and the repairs once (three the demo customer's, the rest walk-ins'); a second start changes nothing", async () => {
    const first = await seedDemoData({});
    const second = await seedDemoData({});

    expect(first.map((account) => [account.username, account.staffRole, Boolean(account.newPassword)])).toEqual([
      ['admin', undefined, true],
      ['demo_manager', 'manager', true],
      ['demo_frontdesk', 'front-desk', true],
      ['demo_technician', 'technician', true],
      ['demo_customer', undefined, true],
    ]);
    expect(second.map((account) => Boolean(account.newPassword))).toEqual([false, false, false, false, false]);
    expect((await getUserById((await findUserIdBy('username', 'demo_technician'))!))?.staffRole).toBe('technician');
    const demoCustomer = await findUserIdBy('username', 'demo_customer');
    const jobs = await jobsOfUser(demoCustomer!);
    expect(jobs.map((job) => job.status).sort()).toEqual(['Awaiting approval', 'Collected', 'In repair']);
  });

  it("assigns the demo jobs among the technician and the owner, so demo_technician's My jobs has work (decision 261)", async () => {
    await seedDemoData({});
    const technician = (await findUserIdBy('username', 'demo_technician'))!;
    const owner = (await findUserIdBy('username', 'admin'))!;
    const demoCustomer = (await findUserIdBy('username', 'demo_customer'))!;
    const assigned = (await Promise.all((await jobsOfUser(demoCustomer)).map((job) => getJob(job.qrCode)))).map((job) => job?.assignedTo?.userId);
    expect(new Set(assigned)).toEqual(new Set([technician, owner]));
    expect((await jobsAssignedTo(technician)).length).toBeGreaterThan(0);
    expect((await jobsAssignedTo(technician)).every((job) => job.assignedTo?.userId === technician)).toBe(true);
  });

  it('dates the demo repairs as a real history: the collected one booked in weeks ago and collected since, its warranty running from then', async () => {
    const before = Date.now();
    await seedDemoData({});
    const jobs = await jobsOfUser((await findUserIdBy('username', 'demo_customer'))!);
    const collected = jobs.find((job) => job.status === 'Collected')!;
    const active = jobs.filter((job) => job.status !== 'Collected');

    const days = (iso: string | undefined) => (before - Date.parse(iso!)) / 86_400_000;
    expect(days(collected.openedAt)).toBeGreaterThan(20);
    expect(days(collected.collectedAt)).toBeGreaterThan(20);
    expect(days(collected.collectedAt)).toBeLessThan(days(collected.openedAt));
    expect(Date.parse(collected.warrantyEndsAt!)).toBeLessThan(before + 350 * 86_400_000);
    for (const job of active) expect(days(job.openedAt)).toBeGreaterThanOrEqual(1);
  });
});

// Issue 32: the demo's collections are made as the job sheet makes them, with their consequences.
describe('collected repairs in the demo data', () => {
  it('are counted in the repairs report of the last 30 days, and three of their customers reviewed them, published on /reviews', async () => {
    await seedDemoData({});
    const to = londonDay(new Date());
    const from = londonDay(new Date(Date.now() - 29 * 86_400_000));

    const admin = await signedInUser('admin');
    const { body: report } = await invoke(routes.getRepairsReport, { ...admin.as, query: { from, to } });
    const reviews = await publicReviews();

    // Other test files share the table and may collect jobs of their own.
    expect(report.jobsCollected).toBeGreaterThanOrEqual(3);
    expect(report.topModels.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Apple iPad Air', 'Apple iPhone 14', 'Nintendo Switch']));
    const seeded = reviews.reviews.filter((r) => ['Aoife M.', 'Róisín K.', 'Eoin W.'].includes(r.author));
    expect(seeded.map((r) => [r.author, r.device, r.stars])).toEqual(
      expect.arrayContaining([
        ['Aoife M.', 'Apple iPad Air', 5],
        ['Róisín K.', 'Apple iPhone 14', 5],
        ['Eoin W.', 'Nintendo Switch', 4],
      ]),
    );
    expect(seeded.find((r) => r.author === 'Róisín K.')?.reply).toBe('Thanks Róisín, glad it is keeping up with you again!');
    expect(reviews.stats.count).toBeGreaterThanOrEqual(3);
  });
});

describe('customers at the counter in the demo data', () => {
  it('finds the demo walk-in Ciarán Doherty by name and phone, his second record beside him, and the other walk-ins', async () => {
    await seedDemoData({});

    const dohertys = await searchCustomersByTerm('doherty');
    const ciaran = await customerQrOfPhone('07700900003');

    expect(ciaran).not.toBeNull();
    // Other test files share the table and may have a Doherty of their own.
    expect(dohertys.map((c) => c.phone)).toEqual(expect.arrayContaining(['07700900003', '07700900013']));
    expect(await jobsOfCustomer(ciaran!)).toHaveLength(1);
    expect(await customerQrOfPhone('07700900011')).not.toBeNull();
    expect(await customerQrOfPhone('07700900012')).not.toBeNull();
  });

  it('gives a job from before customer records (a phone, no record) its record when the stack starts', async () => {
    const at = new Date().toISOString();
    const phone = `07${String(Date.now()).slice(-9)}`;
    const job: JobRecord = {
      qrCode: newQrCode(),
      jobNumber: await nextJobNumber(),
      status: 'Checked in',
      source: 'walk-in',
      version: 1,
      customer: { firstName: 'Eimear', lastName: 'Quinn', phone },
      device: { qrCode: newQrCode(), make: 'Apple', model: 'iPhone 11', type: 'phone' },
      fault: 'Speaker crackles',
      openedAt: at,
      updatedAt: at,
    };
    await saveJob(null, job);

    expect(await backfillCustomerRecords()).toBeGreaterThanOrEqual(1);
    const again = await backfillCustomerRecords();

    const customerQr = await customerQrOfPhone(phone);
    expect(again).toBe(0);
    expect((await getJob(job.qrCode))?.customer?.customerQr).toBe(customerQr);
    expect((await jobsOfCustomer(customerQr!)).map((j) => j.qrCode)).toEqual([job.qrCode]);
  });
});

// Decision 162: a few past days of till sales made through the till's own code, each day a drawer
// session of its own that closed balanced, and each day's totals reconciling with its documents.
describe('demo till sales in the demo data', () => {
  it('are real sales on the four days before today, in closed sessions that balance, with days that reconcile', async () => {
    await seedDemoData({});
    const days = [4, 3, 2, 1].map((d) => londonDay(new Date(Date.now() - d * 86_400_000)));

    for (const day of days) {
      const { start, end } = dayRange(day, day);
      const [invoices, notes] = await Promise.all([listInvoices(start, end), listCreditNotes(start, end)]);
      const tillSales = invoices.filter((i) => i.source.kind === 'till' && !i.source.saleId.startsWith('demo-'));
      expect(tillSales.length, day).toBeGreaterThanOrEqual(3);
      const sessions = new Set<string>();
      for (const invoice of tillSales) {
        const sale = await getSale((invoice.source as { saleId: string }).saleId);
        expect(sale?.invoiceNumber).toBe(invoice.number);
        sessions.add(sale!.drawerSessionId);
      }
      for (const sessionId of sessions) {
        const session = await loadSession(sessionId);
        expect(session.status).toBe('closed');
        expect(session.report.differencePence).toBe(0);
      }
      const totals = await getDayTotals(day);
      const paid = (method: string) => invoices.flatMap((i) => i.payments).filter((p) => p.method === method).reduce((sum, p) => sum + p.amountPence, 0);
      const refunded = (method: string) => notes.flatMap((n) => n.refunds).filter((p) => p.method === method).reduce((sum, p) => sum + p.amountPence, 0);
      for (const method of ['cash', 'card'] as const) expect(totals.net[method], `${day} ${method}`).toBe(paid(method) - refunded(method));
    }
  });
});
