// Property-based (fast-check) against DynamoDB Local and the local provider's books (decisions
// 230-231): random sequences of refunds on one online order, and of deposit pages, payments, counter
// deposits and refunds on one repair job, some steps sent twice at once. After every sequence the
// books and the provider agree to the penny, nothing is given back beyond what was taken, and the
// credit-note sequence stays gapless.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { getJobWithParts } from '../../../functions/data/jobs';
import { getShopOrder } from '../../../functions/data/shop-orders';
import { depositSummary } from '../../../functions/repairs/deposit-ledger';
import { REPAIR_DEPOSIT_PURPOSE } from '../../../functions/repairs/deposit-purpose';
import { SHOP_ORDER_PURPOSE } from '../../../functions/shop/payment-purpose';
import { settleBus, useLocalBus } from '../../support/bus';
import { missingCreditNoteNumbers } from '../../support/gapless';
import { invoke } from '../../support/invoke';
import { payPage, providerBooks } from '../../support/local-payments';
import { signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { createCustomerRecord, moveJob, openWalkIn, signedInUser, type SignedIn as SignedInStaff } from '../repairs/repair-helpers';
import { DELIVERY_ADDRESS } from './online-order-helpers';
import { stockedProduct } from './shop-helpers';

useLocalBus();
let admin: SignedIn;
let staff: SignedInStaff;
beforeAll(async () => {
  [admin, staff] = await Promise.all([signedInAdmin(), signedInUser('admin')]);
});

/** Each run makes real orders and jobs: few runs, each a whole sequence. */
const RUNS = 6;

type OrderStep = { kind: 'lines'; units: [number, number]; twice: boolean } | { kind: 'whole'; twice: boolean };
const orderStep: fc.Arbitrary<OrderStep> = fc.oneof(
  fc.record({ kind: fc.constant('lines' as const), units: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 })), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('whole' as const), twice: fc.boolean() }),
);

describe('random refunds of one online order', () => {
  it('never give back more than was paid; the provider gave back what the order and its credit notes say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(orderStep, { minLength: 1, maxLength: 5 }), async (steps) => {
        const [a, b] = await Promise.all([stockedProduct(10, { pricePence: 1299 }), stockedProduct(10, { pricePence: 350 })]);
        const customer = await signedInCustomer();
        await invoke(routes.setCartLine, { params: { id: a.id }, body: { quantity: 3 }, ...customer.cookies });
        await invoke(routes.setCartLine, { params: { id: b.id }, body: { quantity: 2 }, ...customer.cookies });
        const started = await invoke(routes.startCheckout, { body: { fulfilment: 'delivery', address: DELIVERY_ADDRESS }, ...customer.cookies, headers: { origin: 'http://localhost:5173' } });
        const orderId = started.body.orderId as string;
        await payPage((await getShopOrder(orderId))!.paymentSessionId);
        for (const step of steps) {
          const lines = step.kind === 'lines' ? Object.fromEntries([[a.id, step.units[0]], [b.id, step.units[1]]].filter(([, n]) => Number(n) > 0)) : undefined;
          const body = { reason: 'Property test', requestId: ulid(), ...(lines ? { lines } : {}) };
          const send = () => invoke(routes.refundShopOrder, { params: { id: orderId }, body, ...admin.cookies });
          const answers = await Promise.all(step.twice ? [send(), send()] : [send()]);
          for (const answer of answers) expect([200, 400, 409]).toContain(answer.status);
        }
        const order = (await getShopOrder(orderId))!;
        const provider = await providerBooks(SHOP_ORDER_PURPOSE, [orderId]);
        expect(order.refundedPence).toBeLessThanOrEqual(order.totalPence);
        expect(provider.paidPence).toBe(order.totalPence);
        expect(provider.refundedPence).toBe(order.refundedPence);
        expect(provider.refundCount).toBe(order.refunds.length);
        expect(new Set(order.refunds.map((r) => r.requestId)).size).toBe(order.refunds.length);
        expect(order.refunds.every((r) => r.creditNoteNumber)).toBe(true);
        expect(await missingCreditNoteNumbers()).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

type JobStep = 'click' | 'click-twice-at-once' | 'pay-last-page' | 'counter-card';
const jobStep = fc.constantFrom<JobStep>('click', 'click-twice-at-once', 'pay-last-page', 'counter-card');

describe('random deposit payments and refunds on one repair job', () => {
  it('hold never less than nothing; what the provider took and gave back is the ledger’s online part to the penny', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(jobStep, { minLength: 2, maxLength: 7 }), fc.boolean(), fc.boolean(), async (steps, cancel, refundTwice) => {
        const customer = (await createCustomerRecord(staff, { firstName: 'Pat', email: `pat${randomUUID().slice(0, 8)}@example.com` })).body;
        const job = await openWalkIn(staff, { customerQr: customer.qrCode });
        const qrCode = job.qrCode as string;
        await invoke(routes.requestDeposit, { ...staff.as, params: { qrCode }, body: { amountPence: 2500, for: 'parts' } });
        let lastPage: string | undefined;
        for (const step of steps) {
          if (step === 'counter-card') {
            await invoke(routes.takeCounterDeposit, { ...staff.as, params: { qrCode }, body: { amountPence: 1000, method: 'card', reference: '4242', idempotencyKey: `dep-${randomUUID()}` } });
            continue;
          }
          if (step === 'pay-last-page') {
            if (lastPage) await payPage(lastPage);
            continue;
          }
          const clicks = await Promise.all((step === 'click-twice-at-once' ? [1, 2] : [1]).map(() => invoke(routes.startDepositCheckout, { params: { qrCode }, headers: { origin: 'http://localhost:5173' } })));
          const urls = new Set(clicks.filter((c) => c.status === 200).map((c) => c.body.url as string));
          expect(urls.size).toBeLessThanOrEqual(1);
          for (const click of clicks) expect([200, 409]).toContain(click.status);
          if (urls.size) lastPage = [...urls][0]!.split('/').at(-1)!;
        }
        if (cancel) {
          await moveJob(staff, qrCode, 'Cancelled');
          const refunds = await Promise.all((refundTwice ? [1, 2] : [1]).map(() => invoke(routes.refundDeposit, { ...staff.as, params: { qrCode }, body: { reason: 'Property test' } })));
          for (const answer of refunds) expect([200, 409]).toContain(answer.status);
        }
        await settleBus();
        const found = (await getJobWithParts(qrCode))!;
        const summary = depositSummary(found.job, found.deposits)!;
        const online = (found.deposits ?? []).filter((d) => d.method === 'online');
        const provider = await providerBooks(REPAIR_DEPOSIT_PURPOSE, [qrCode]);
        expect(summary.heldPence).toBeGreaterThanOrEqual(0);
        expect(summary.refundedPence).toBeLessThanOrEqual(summary.paidPence);
        // Online, nothing is kept beyond what was asked: an excess goes back at once (the counter takes what staff key in).
        const atCounter = found.deposits!.filter((d) => d.method === 'card').reduce((s, d) => s + d.amountPence, 0);
        expect(summary.heldPence).toBeLessThanOrEqual(2500 + atCounter);
        expect(provider.paidPence).toBe(online.filter((d) => d.kind === 'payment').reduce((s, d) => s + d.amountPence, 0));
        expect(provider.refundedPence).toBe(online.filter((d) => d.kind === 'refund').reduce((s, d) => s - d.amountPence, 0));
        if (cancel) expect(summary.heldPence).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });
});
