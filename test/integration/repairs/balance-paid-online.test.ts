// A repair's balance paid online (issue 29, decision 290), against DynamoDB Local and the local
// provider's books: 10 identical pay requests at once open one page under one intent; the payment's
// success delivered 5 times records it once; the till then collects the job with nothing to take,
// the online payment its tender, on an invoice issued to the job's customer; a price raised after
// payment asks only the difference.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { closeLocalSession, getLocalSession } from '../../../functions/data/local-payments';
import { getJobWithParts } from '../../../functions/data/jobs';
import { getInvoice } from '../../../functions/data/invoices';
import { getIntent } from '../../../functions/data/payment-intents';
import { localEvent } from '../../../functions/payments/local-events';
import { REPAIR_BALANCE_PURPOSE } from '../../../shared/repairs/balance';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { payPage, providerBooks } from '../../support/local-payments';
import { createCustomerRecord, emailsTo, moveJob, openWalkIn, signedInUser, type SignedIn } from './repair-helpers';

const bus = useLocalBus();
takeDrawerTurn();
let admin: SignedIn;
const ORIGIN = 'http://localhost:5173';

beforeAll(async () => {
  admin = await signedInUser('admin');
  const current = (await invoke(routes.getCurrentDrawer, admin.as)).body.session;
  if (!current) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 5000 } })).status).toBe(201);
});

/** A job Ready for collection with £65.00 of labour and a £20.00 deposit paid at the counter: £45.00 due. */
async function readyJob(): Promise<{ qrCode: string; jobNumber: string; customerQr: string; email: string }> {
  const email = `niamh${randomUUID().slice(0, 8)}@example.com`;
  const customer = (await createCustomerRecord(admin, { firstName: 'Niamh', lastName: 'Quinn', email })).body;
  const job = await openWalkIn(admin, { customerQr: customer.qrCode });
  const line = await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'labour', description: 'Screen replacement', quantity: 1, unitPence: 6500 } });
  expect(line.status).toBe(200);
  const deposit = await invoke(routes.takeCounterDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { amountPence: 2000, method: 'card', reference: '4242', idempotencyKey: `dep-${randomUUID()}` } });
  expect(deposit.status).toBe(200);
  for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status, status).toBe(200);
  return { qrCode: job.qrCode, jobNumber: job.jobNumber, customerQr: customer.qrCode, email };
}

const payNow = (qrCode: string) => invoke(routes.startBalanceCheckout, { params: { qrCode }, headers: { origin: ORIGIN } });
const sessionOf = (url: string) => url.split('/').at(-1)!;
const tracking = async (qrCode: string) => (await invoke(routes.trackJob, { params: { qrCode } })).body;

describe("a repair's balance paid online", () => {
  it('offers the balance after deposits once the job is ready, and nothing before', async () => {
    const customer = (await createCustomerRecord(admin, { firstName: 'Ciaran', lastName: 'Hughes', email: `ciaran${randomUUID().slice(0, 8)}@example.com` })).body;
    const open = await openWalkIn(admin, { customerQr: customer.qrCode });
    expect((await tracking(open.qrCode)).balance).toBeUndefined();
    expect((await payNow(open.qrCode)).status).toBe(409);

    const job = await readyJob();

    expect((await tracking(job.qrCode)).balance).toEqual({ billPence: 6500, depositPence: 2000, paidOnlinePence: 0, duePence: 4500, payable: true });
    await bus.drain();
    const ready = (await emailsTo(job.email)).filter((e) => e.kind === 'job-ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain('The balance to pay is £45.00. Pay now online');
    expect(ready[0]!.text).toContain(`/job/${job.qrCode}`);
  });

  it('opens one page under one intent for 10 identical requests at once', async () => {
    const job = await readyJob();

    const answers = await Promise.all(Array.from({ length: 10 }, () => payNow(job.qrCode)));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
    const books = await providerBooks(REPAIR_BALANCE_PURPOSE, [job.qrCode]);
    expect(books.sessions).toHaveLength(1);
    expect(books.sessions[0]!.amountPence).toBe(4500);
    expect((await getIntent(`balance:${job.qrCode}:4500:1`))?.state).toBe('done');
  });

  it('records a success delivered 5 times once, and the job shows it paid', async () => {
    const job = await readyJob();
    const sessionId = sessionOf((await payNow(job.qrCode)).body.url);
    const session = (await getLocalSession(sessionId))!;
    const paymentId = `pi_local_${randomUUID().replace(/-/g, '')}`;
    expect(await closeLocalSession(sessionId, 'paid', paymentId)).toBe(true);
    const event = localEvent(session, 'pay', paymentId);

    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => invoke(shopRoutes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature, 'x-drs-client': '' } })),
    );

    expect(deliveries.map((d) => d.status)).toEqual(Array(5).fill(200));
    expect(deliveries.filter((d) => d.body.result === 'handled')).toHaveLength(1);
    const entries = ((await getJobWithParts(job.qrCode))!.deposits ?? []).filter((d) => d.depositId.startsWith('balance-'));
    expect(entries.map((d) => [d.kind, d.amountPence, d.paymentId])).toEqual([['payment', 4500, paymentId]]);
    expect((await tracking(job.qrCode)).balance).toMatchObject({ paidOnlinePence: 4500, duePence: 0 });
    const sheet = (await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } })).body;
    expect(sheet.balance).toMatchObject({ paidOnlinePence: 4500, duePence: 0 });
    expect(sheet.timeline.some((e: { message?: string }) => e.message === 'Balance of £45.00 paid online')).toBe(true);
    expect((await payNow(job.qrCode)).status).toBe(409);
  });

  it('is collected at the till with nothing to take, the online payment on the invoice issued to the customer', async () => {
    const job = await readyJob();
    const paid = await payPage(sessionOf((await payNow(job.qrCode)).body.url));
    expect(paid?.webhook.body.result).toBe('handled');
    const lookup = await invoke(routes.lookupTillItem, { ...admin.as, query: { code: job.jobNumber } });
    expect(lookup.body).toMatchObject({ kind: 'repair', unitPence: 4500, paidOnlinePence: 4500 });

    const sold = await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [] } });

    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.totalPence).toBe(4500);
    expect(sold.body.payments).toEqual([{ method: 'online', amountPence: 4500, reference: paid!.paymentId }]);
    const invoice = (await getInvoice(sold.body.invoiceNumber))!;
    expect(invoice.customer?.customerQr).toBe(job.customerQr);
    expect(invoice.payments.map((p) => p.method)).toEqual(['online']);
    const found = (await getJobWithParts(job.qrCode))!;
    expect(found.job.status).toBe('Collected');
    expect(found.deposits!.find((d) => d.depositId === 'balance-applied')?.amountPence).toBe(-4500);
    // A second sale cannot take the same online payment: the job is collected.
    const again = await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [] } });
    expect(again.status).toBe(409);
  });

  it("is refunded at the till back to the card through the provider, once, with a credit note and nothing out of the drawer", async () => {
    const job = await readyJob();
    const paid = await payPage(sessionOf((await payNow(job.qrCode)).body.url));
    const sold = (await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [] } })).body;
    const drawerBefore = (await invoke(routes.getCurrentDrawer, admin.as)).body.session.report.expectedCashPence;
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 3 }, () => invoke(routes.refundSale, { ...admin.as, params: { saleId: sold.saleId }, body: { idempotencyKey: key, reason: 'Screen fault came back', lines: [{ lineId: 'L1', quantity: 1 }] } })),
    );

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const refund = answers[0]!.body.refunds[0];
    expect(refund.refunds).toEqual([{ method: 'online', amountPence: 4500, reference: paid!.paymentId }]);
    expect(refund.creditNoteNumber).toMatch(/^CN-/);
    await bus.drain();
    const books = await providerBooks(REPAIR_BALANCE_PURPOSE, [job.qrCode]);
    expect([books.refundedPence, books.refundCount]).toEqual([4500, 1]);
    expect((await getIntent(`sale:${sold.saleId}:refund:${refund.refundId}:${paid!.paymentId}`))?.state).toBe('done');
    expect((await invoke(routes.getCurrentDrawer, admin.as)).body.session.report.expectedCashPence).toBe(drawerBefore);
  });

  it('refunds at once, to the card, a page paid after the job was collected and paid at the till', async () => {
    const job = await readyJob();
    const url = (await payNow(job.qrCode)).body.url;
    const sold = await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [{ method: 'cash', amountPence: 4500 }] } });
    expect(sold.status).toBe(201);

    const paid = await payPage(sessionOf(url));

    expect(paid?.webhook.body.result).toBe('handled');
    await bus.drain();
    const books = await providerBooks(REPAIR_BALANCE_PURPOSE, [job.qrCode]);
    expect([books.paidPence, books.refundedPence]).toEqual([4500, 4500]);
    const sheet = (await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } })).body;
    expect(sheet.timeline.some((e: { message?: string }) => e.message === '£45.00 paid online beyond the balance due refunded automatically to the card')).toBe(true);
  });

  it('asks only the difference when the price rises after payment, and the till takes it', async () => {
    const job = await readyJob();
    await payPage(sessionOf((await payNow(job.qrCode)).body.url));
    const added = await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Adhesive', quantity: 1, unitPence: 500 } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    expect((await tracking(job.qrCode)).balance).toMatchObject({ billPence: 7000, paidOnlinePence: 4500, duePence: 500 });
    const sold = await invoke(routes.createSale, { ...admin.as, body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [{ method: 'cash', amountPence: 500 }] } });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.payments.map((p: { method: string; amountPence: number }) => [p.method, p.amountPence])).toEqual([['online', 4500], ['cash', 500]]);
  });
});
