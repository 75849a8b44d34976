// Card readers at the till (issue 29; decisions 280-282), against DynamoDB Local with the simulated
// reader: a payment sent ten times at once is one payment on the reader; the reader's success event
// delivered five times completes one sale; a decline and a cancel leave the sale open with a message;
// a second reader's success for the same sale is refunded automatically; a refund of the sale goes
// back to the card through the provider; the Z report keeps reader card apart from other card.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { clearLocalReaderAction, getLocalReader } from '../../../functions/data/local-readers';
import { localRefundsOf } from '../../../functions/data/local-payments';
import { localReaderEvent, type LocalReaderButton } from '../../../functions/payments/local-reader-events';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
takeDrawerTurn();

let admin: SignedIn;
let readerA: { readerId: string; providerReaderId: string };
let readerB: { readerId: string; providerReaderId: string };
const key = () => randomUUID();

async function register(label: string) {
  const result = await invoke(routes.registerTerminalReader, { ...admin.as, body: { label, location: 'Front counter' } });
  expect(result.status).toBe(201);
  return result.body;
}

const start = (body: Record<string, unknown>) => invoke(routes.startTerminalPayment, { ...admin.as, body });
const read = async (paymentKey: string) => (await invoke(routes.getTerminalPayment, { ...admin.as, params: { paymentKey } })).body;

/** A button on the simulated reader, as its page presses it: the payment off the reader, then its signed event. */
async function readerEvent(providerReaderId: string, button: LocalReaderButton) {
  const reader = await getLocalReader(providerReaderId);
  expect(reader?.action, 'a payment is waiting on the reader').toBeDefined();
  expect(await clearLocalReaderAction(providerReaderId, reader!.action!.providerPaymentId)).toBe(true);
  return localReaderEvent(providerReaderId, reader!.action!, button);
}
const deliver = (event: { body: string; signature: string }) =>
  invoke(routes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature, 'x-drs-client': '' } });

beforeAll(async () => {
  admin = await signedInUser('admin');
  const open = (await invoke(routes.getCurrentDrawer, admin.as)).body.session;
  if (!open) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 0 } })).status).toBe(201);
  readerA = await register('Counter reader');
  readerB = await register('Back reader');
});

describe('a card payment on a reader', () => {
  it('is one payment on the reader when the till sends it ten times at once, and all ten answer it', async () => {
    const body = { paymentKey: key(), saleKey: key(), readerId: readerA.readerId, amountPence: 1250 };

    const results = await Promise.all(Array.from({ length: 10 }, () => start(body)));

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.paymentKey))).toEqual(new Set([body.paymentKey]));
    const payment = await read(body.paymentKey);
    expect(payment).toMatchObject({ state: 'pending', amountPence: 1250, readerLabel: 'Counter reader', simulatorUrl: `/local-reader/${readerA.providerReaderId}` });
    expect((await getLocalReader(readerA.providerReaderId))?.action).toMatchObject({ amountPence: 1250, reference: body.paymentKey });
    expect((await invoke(routes.cancelTerminalPayment, { ...admin.as, params: { paymentKey: body.paymentKey } })).body).toMatchObject({ state: 'cancelled', message: 'Cancelled at the till.' });
    expect((await getLocalReader(readerA.providerReaderId))?.action).toBeUndefined();
  });

  it("completes one sale, part cash and part card, when the reader's success event is delivered five times", async () => {
    const saleKey = key();
    const paymentKey = key();
    expect((await start({ paymentKey, saleKey, readerId: readerA.readerId, amountPence: 3000 })).status).toBe(200);
    const approved = await readerEvent(readerA.providerReaderId, 'approve');

    const deliveries = [];
    for (let i = 0; i < 5; i++) deliveries.push(await deliver(approved));

    expect(deliveries.map((d) => d.body.result)).toEqual(['handled', 'replayed', 'replayed', 'replayed', 'replayed']);
    expect(await read(paymentKey)).toMatchObject({ state: 'succeeded' });
    const sale = { idempotencyKey: saleKey, lines: [{ kind: 'custom', description: 'Screen protector fitting', quantity: 1, unitPence: 5000 }], payments: [{ method: 'cash', amountPence: 2000 }, { method: 'terminal', amountPence: 3000, terminalPaymentKey: paymentKey }] };
    const made = await Promise.all(Array.from({ length: 5 }, () => invoke(routes.createSale, { ...admin.as, body: sale })));
    expect(made.map((m) => m.status)).toEqual(Array(5).fill(201));
    expect(new Set(made.map((m) => m.body.saleId)).size).toBe(1);
    expect(made[0]!.body.payments[1]).toMatchObject({ method: 'card', amountPence: 3000, terminal: { paymentKey, readerLabel: 'Counter reader' } });
    expect(await read(paymentKey)).toMatchObject({ state: 'succeeded', saleId: made[0]!.body.saleId });
    // Another sale cannot use the same card payment.
    const other = await invoke(routes.createSale, { ...admin.as, body: { ...sale, idempotencyKey: key() } });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("The reader's card payment has not succeeded for this sale and amount, or another sale used it.");
    // The Z report keeps the reader's card apart from card typed from another terminal.
    const report = (await invoke(routes.getCurrentDrawer, admin.as)).body.session.report;
    expect(report.terminalCardSalesPence).toBeGreaterThanOrEqual(3000);
    expect(report.cardSalesPence).toBeGreaterThanOrEqual(report.terminalCardSalesPence);

    // A refund of the sale goes back to the card through the provider.
    const refunded = await invoke(routes.refundSale, { ...admin.as, params: { saleId: made[0]!.body.saleId }, body: { idempotencyKey: key(), lines: [{ lineId: 'L1', quantity: 1, restock: false }], reason: 'Changed their mind' } });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body.refunds[0].refunds).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'card', amountPence: 3000, terminal: expect.objectContaining({ paymentKey }) })]));
    await bus.drain();
    const providerPaymentId = (await read(paymentKey)).providerPaymentId;
    expect((await localRefundsOf(providerPaymentId)).map((r) => r.amountPence)).toEqual([3000]);
  });

  it('leaves the sale open with a message when the card is declined, and a retry on it can then succeed', async () => {
    const saleKey = key();
    const first = key();
    await start({ paymentKey: first, saleKey, readerId: readerA.readerId, amountPence: 800 });

    await deliver(await readerEvent(readerA.providerReaderId, 'decline'));

    expect(await read(first)).toMatchObject({ state: 'failed', message: 'Your card was declined. Try again, or choose another reader or tender.' });
    const retry = key();
    await start({ paymentKey: retry, saleKey, readerId: readerA.readerId, amountPence: 800 });
    await deliver(await readerEvent(readerA.providerReaderId, 'approve'));
    expect(await read(retry)).toMatchObject({ state: 'succeeded' });
  });

  it('records a cancel on the reader as cancelled', async () => {
    const paymentKey = key();
    await start({ paymentKey, saleKey: key(), readerId: readerB.readerId, amountPence: 500 });

    await deliver(await readerEvent(readerB.providerReaderId, 'cancel'));

    expect(await read(paymentKey)).toMatchObject({ state: 'cancelled', message: 'Cancelled on the reader.' });
  });

  it('refunds a second reader’s success for the same sale automatically, and says so', async () => {
    const saleKey = key();
    const [one, two] = [key(), key()];
    await start({ paymentKey: one, saleKey, readerId: readerA.readerId, amountPence: 1500 });
    await start({ paymentKey: two, saleKey, readerId: readerB.readerId, amountPence: 1500 });

    const results = await Promise.all([deliver(await readerEvent(readerA.providerReaderId, 'approve')), deliver(await readerEvent(readerB.providerReaderId, 'approve'))]);
    await bus.drain();

    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const states = [await read(one), await read(two)];
    expect(states.map((p) => p.state).sort()).toEqual(['refunded', 'succeeded']);
    const second = states.find((p) => p.state === 'refunded')!;
    expect(second.message).toBe('This sale was already paid by another card payment: this one was refunded automatically to the card.');
    expect((await localRefundsOf(second.providerPaymentId)).map((r) => r.amountPence)).toEqual([1500]);
  });

  it('refuses a payment for a reader nobody registered, and a start with bad input, with a clear message', async () => {
    const unknown = await start({ paymentKey: key(), saleKey: key(), readerId: '01JAAAAAAAAAAAAAAAAAAAAAAA', amountPence: 100 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No card reader has that id.');
    const bad = await start({ paymentKey: 'x', saleKey: key(), readerId: readerA.readerId, amountPence: 0 });
    expect(bad.status).toBe(400);
  });
});
