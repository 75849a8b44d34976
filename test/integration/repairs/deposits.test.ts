// Deposits on repair jobs (decision 147) against DynamoDB Local: staff ask, the customer approves and
// pays in one step through the payment provider (the webhook delivered twice records ONE deposit),
// a counter deposit retried once is one entry, the till deducts what is held and uses it up at
// collection, and a cancelled job's deposit is refunded once, the way it was paid.
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { getJobWithParts } from '../../../functions/data/jobs';
import { transactWrite } from '../../../functions/data/transact';
import { getLocalSession, localRefundsOf } from '../../../functions/data/local-payments';
import { localEvent } from '../../../functions/payments/local-events';
import { planCollection } from '../../../functions/sales/collect-repair';
import { settleBus, useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, emailsTo, moveJob, openWalkIn, signedInUser, type SignedIn } from './repair-helpers';

useLocalBus();

let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInUser('admin');
});

/** A walk-in job with an estimate of £89.00 waiting for approval and a £20.00 deposit asked. */
async function jobAwaitingApproval(): Promise<{ qrCode: string; jobNumber: string; email: string }> {
  const email = `orla${randomUUID().slice(0, 8)}@example.com`;
  const customer = (await createCustomerRecord(admin, { firstName: 'Orla', lastName: 'Kane', email })).body;
  const job = await openWalkIn(admin, { customerQr: customer.qrCode });
  expect((await invoke(routes.updateJob, { ...admin.as, params: { qrCode: job.qrCode }, body: { estimatePence: 8900 } })).status).toBe(200);
  const asked = await invoke(routes.requestDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { amountPence: 2000, for: 'estimate' } });
  expect(asked.status).toBe(200);
  expect((await moveJob(admin, job.qrCode, 'Diagnosing')).status).toBe(200);
  expect((await moveJob(admin, job.qrCode, 'Awaiting approval')).status).toBe(200);
  return { qrCode: job.qrCode, jobNumber: job.jobNumber, email };
}

const deliver = (event: { body: string; signature: string }) =>
  invoke(routes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature, 'x-drs-client': '' } });

async function payOnline(qrCode: string): Promise<{ sessionId: string; first: unknown; replay: unknown; duplicate: unknown }> {
  const started = await invoke(routes.startDepositCheckout, { params: { qrCode } });
  expect(started.status).toBe(200);
  const sessionId = String(started.body.url).split('/').at(-1)!;
  const session = (await getLocalSession(sessionId))!;
  const event = localEvent(session, 'pay', `pi_local_${ulid()}`);
  const first = await deliver(event);
  const replay = await deliver(event);
  // The provider's second event about the same payment (another event id): still one deposit.
  const duplicate = await deliver(localEvent(session, 'pay', `pi_local_${ulid()}`));
  return { sessionId, first, replay, duplicate };
}

describe('deposits on a repair job', () => {
  it('asks for a deposit: the job sheet, the tracking page and the estimate email show it', async () => {
    const job = await jobAwaitingApproval();

    const sheet = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });
    const tracking = await invoke(routes.trackJob, { params: { qrCode: job.qrCode } });
    await settleBus();
    const estimateEmail = (await emailsTo(job.email)).find((e) => e.subject.includes('estimate'));

    expect(estimateEmail?.text).toContain('We ask a deposit of £20.00 before we start. Approve the estimate and pay the deposit in one step');
    expect(estimateEmail?.text).toContain(`/job/${job.qrCode}`);
    expect(sheet.body.deposit).toEqual({ requestedPence: 2000, for: 'estimate', paidPence: 0, refundedPence: 0, heldPence: 0, duePence: 2000 });
    expect(tracking.body.deposit).toMatchObject({ requestedPence: 2000, duePence: 2000 });
    expect(tracking.body.estimateApproval).toBe('pending');
  });

  it('approves the estimate and records ONE deposit when the payment webhook arrives twice (and once more by another event)', async () => {
    const job = await jobAwaitingApproval();

    const { first, replay, duplicate } = await payOnline(job.qrCode);

    expect(first).toMatchObject({ status: 200, body: { result: 'handled' } });
    expect(replay).toMatchObject({ status: 200, body: { result: 'replayed' } });
    expect((duplicate as { status: number }).status).toBe(200);
    const found = (await getJobWithParts(job.qrCode))!;
    expect(found.deposits).toHaveLength(1);
    expect(found.deposits![0]).toMatchObject({ kind: 'payment', method: 'online', amountPence: 2000 });
    expect(found.job.estimateApproval).toBe('approved');
    expect(found.timeline.at(-1)?.message).toBe('Estimate of £89.00 approved and deposit of £20.00 paid online');
    const tracking = await invoke(routes.trackJob, { params: { qrCode: job.qrCode } });
    expect(tracking.body.deposit).toMatchObject({ paidPence: 2000, heldPence: 2000, duePence: 0 });
    const again = await invoke(routes.startDepositCheckout, { params: { qrCode: job.qrCode } });
    expect(again).toMatchObject({ status: 409, body: { message: 'There is no deposit to pay on this repair.' } });
  });

  it('reuses the open payment page instead of opening another', async () => {
    const job = await jobAwaitingApproval();

    const [a, b] = [await invoke(routes.startDepositCheckout, { params: { qrCode: job.qrCode } }), await invoke(routes.startDepositCheckout, { params: { qrCode: job.qrCode } })];

    expect(a.body.url).toMatch(/^\/local-pay\/cs_local_/);
    expect(b.body.url).toBe(a.body.url);
  });

  it('records a counter deposit once however often the request is retried', async () => {
    const job = await jobAwaitingApproval();
    const body = { amountPence: 2000, method: 'card', reference: '4242', idempotencyKey: `dep-${randomUUID()}` };

    const results = await Promise.all([1, 2, 3].map(() => invoke(routes.takeCounterDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body })));

    for (const result of results) expect(result.status).toBe(200);
    const found = (await getJobWithParts(job.qrCode))!;
    expect(found.deposits).toHaveLength(1);
    expect(found.job.estimateApproval).toBe('approved');
    const noReference = await invoke(routes.takeCounterDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { ...body, reference: undefined, idempotencyKey: `dep-${randomUUID()}` } });
    expect(noReference.status).toBe(409);
    const cardNumber = await invoke(routes.takeCounterDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { ...body, reference: '4242424242424242', idempotencyKey: `dep-${randomUUID()}` } });
    expect(cardNumber.status).toBe(400);
    expect((await getJobWithParts(job.qrCode))!.deposits).toHaveLength(1);
  });

  it('deducts the held deposit at the till and uses it up when the job is collected', async () => {
    const job = await jobAwaitingApproval();
    await payOnline(job.qrCode);
    await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', quantity: 1, unitPence: 8900 } });
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);

    const looked = await invoke(routes.lookupTillItem, { ...admin.as, query: { code: job.jobNumber } });
    const plan = await planCollection(job.qrCode, { name: 'Ciara D.', role: 'admin' }, new Date(), null);
    await transactWrite(plan.items);

    expect(looked.body).toMatchObject({ kind: 'repair', unitPence: 6900 });
    expect(looked.body.description).toContain('(£89.00 less deposit paid £20.00)');
    const after = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });
    expect(after.body.status).toBe('Collected');
    expect(after.body.deposit).toMatchObject({ paidPence: 2000, heldPence: 0 });
    expect(after.body.deposits.map((d: { kind: string }) => d.kind)).toEqual(['payment', 'applied']);
  });

  it('refunds a cancelled job’s deposit once, through the provider for an online one', async () => {
    const job = await jobAwaitingApproval();
    await payOnline(job.qrCode);
    const reason = { reason: 'Customer cancelled the repair' };

    const early = await invoke(routes.refundDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: reason });
    expect((await moveJob(admin, job.qrCode, 'Cancelled')).status).toBe(200);
    const refunded = await invoke(routes.refundDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: reason });
    const twice = await invoke(routes.refundDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: reason });
    await settleBus();

    expect(early.status).toBe(409);
    expect(refunded.status).toBe(200);
    expect(refunded.body.deposit).toMatchObject({ paidPence: 2000, refundedPence: 2000, heldPence: 0 });
    expect(twice).toMatchObject({ status: 409, body: { message: 'This job holds no deposit to refund.' } });
    const found = (await getJobWithParts(job.qrCode))!;
    expect(await localRefundsOf(found.deposits![0]!.paymentId!)).toMatchObject([{ amountPence: 2000, paymentId: found.deposits![0]!.paymentId }]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const job = await jobAwaitingApproval();

    const tooSmall = await invoke(routes.requestDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { amountPence: 50, for: 'estimate' } });
    const fractional = await invoke(routes.takeCounterDeposit, { ...admin.as, params: { qrCode: job.qrCode }, body: { amountPence: 20.5, method: 'cash', idempotencyKey: `dep-${randomUUID()}` } });
    const unknown = await invoke(routes.startDepositCheckout, { params: { qrCode: 'AAAAAAAAAAAAAAAAAAAAAA' } });
    const customer = await signedInUser('customer');
    const notStaff = await invoke(routes.requestDeposit, { ...customer.as, params: { qrCode: job.qrCode }, body: { amountPence: 5000, for: 'parts' } });

    expect(tooSmall).toMatchObject({ status: 400, body: { message: 'Deposit must be at least £1.00' } });
    expect(fractional.status).toBe(400);
    expect(unknown.status).toBe(404);
    expect(notStaff.status).toBe(403);
    expect((await getJobWithParts(job.qrCode))!.deposits).toHaveLength(0);
  });
});
