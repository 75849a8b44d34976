// Redeeming a reward at online checkout against DynamoDB Local (decision 158): the points are taken
// with the order in one transaction, never beyond the balance (10 checkouts at once: one order, 0 overdrawn),
// given back once when the unpaid order is cancelled or expires (also when both happen together),
// kept when it is paid; the discount is priced on the server.
import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { rewardRoutes } from '../../../shared/api/routes/rewards';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { allEntries, getAccount } from '../../../functions/data/loyalty-ledger';
import { getProduct } from '../../../functions/data/products';
import { awardPoints } from '../../../functions/loyalty/points-ledger';
import { getLocalSession } from '../../../functions/data/local-payments';
import { localEvent, type LocalPaymentAction } from '../../../functions/payments/local-events';
import { runDueJobs } from '../../../functions/scheduling/local-scheduler';
import { startOneTimeJobs } from '../../../scripts/local/local-one-time-jobs';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { stockedProduct } from '../shop/shop-helpers';

let admin: SignedIn;
beforeAll(async () => {
  useLocalBus();
  startOneTimeJobs();
  admin = await signedInAdmin();
});

const headers = { origin: 'http://localhost:5173' };
const checkout = (customer: SignedIn, body: object) => invoke(shopRoutes.startCheckout, { body: { fulfilment: 'collect', ...body }, ...customer.cookies, headers });

async function reward(overrides: object = {}): Promise<string> {
  const created = await invoke(rewardRoutes.createReward, {
    body: { name: '£3 off a shop order', pointsCost: 60, valuePence: 300, appliesTo: 'product', active: true, ...overrides },
    ...admin.cookies,
  });
  return created.body.id;
}

/** A member with `points` and a cart holding one of a £19.99 product (stock enough for many checkouts). */
async function memberWithCart(points: number, stock = 20): Promise<{ customer: SignedIn; productId: string }> {
  const customer = await signedInCustomer();
  if (points) await awardPoints({ userId: customer.userId, key: `test:${ulid()}`, points, source: { type: 'adjustment', id: 'test' }, description: 'Test points', at: new Date() });
  const product = await stockedProduct(stock);
  await invoke(shopRoutes.setCartLine, { params: { id: product.id }, body: { quantity: 1 }, ...customer.cookies });
  return { customer, productId: product.id };
}

async function paymentEvent(customer: SignedIn, orderId: string, action: LocalPaymentAction) {
  const order = await invoke(shopRoutes.getMyOrder, { params: { id: orderId }, ...customer.cookies });
  const session = (await getLocalSession(order.body.paymentSessionId))!;
  const event = localEvent(session, action, `pi_local_${ulid()}`);
  return () => invoke(shopRoutes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature } });
}

const balanceOf = async (userId: string) => (await getAccount(userId))?.balance ?? 0;

/** The ledger's own invariant: the balance is the sum of the entries and never below 0. */
async function violations(userId: string): Promise<number> {
  const [entries, balance] = await Promise.all([allEntries(userId), balanceOf(userId)]);
  const sum = entries.reduce((total, entry) => total + entry.points, 0);
  return (sum === balance ? 0 : 1) + (balance < 0 ? 1 : 0);
}

describe('redeeming at checkout', () => {
  it('takes the points with the order, lowers the total on the server, and keeps them once paid', async () => {
    const rewardId = await reward();
    const { customer } = await memberWithCart(150);

    const started = await checkout(customer, { rewardId, acceptedTotalPence: 1 });
    const order = await invoke(shopRoutes.getMyOrder, { params: { id: started.body.orderId }, ...customer.cookies });
    const afterCheckout = await balanceOf(customer.userId);
    await (await paymentEvent(customer, started.body.orderId, 'pay'))();
    const paid = await invoke(shopRoutes.getMyOrder, { params: { id: started.body.orderId }, ...customer.cookies });

    expect(started.status).toBe(201);
    expect(order.body).toMatchObject({ goodsPence: 1999, totalPence: 1699, reward: { rewardId, points: 60, discountPence: 300, name: '£3 off a shop order' } });
    expect(afterCheckout).toBe(90);
    expect(paid.body.status).toBe('Paid');
    expect(await balanceOf(customer.userId)).toBe(90);
    expect((await allEntries(customer.userId)).filter((e) => e.kind === 'redeemed')).toMatchObject([{ key: `order:${started.body.orderId}`, points: -60, source: { type: 'reward', id: started.body.orderId } }]);
    expect(await violations(customer.userId)).toBe(0);
  });

  it('leaves at least 30p to pay by card however big the reward', async () => {
    const rewardId = await reward({ valuePence: 5000, pointsCost: 10 });
    const { customer } = await memberWithCart(10);

    const started = await checkout(customer, { rewardId });
    const order = await invoke(shopRoutes.getMyOrder, { params: { id: started.body.orderId }, ...customer.cookies });

    expect(order.body).toMatchObject({ totalPence: 30, reward: { discountPence: 1969 } });
  });

  it('10 checkouts at once on 100 points for a 60-point reward: exactly one redeems, 0 overdrawn, no order without its points', async () => {
    const rewardId = await reward();
    const { customer, productId } = await memberWithCart(100);

    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(customer, { rewardId })));
    const ok = results.filter((r) => r.status === 201);

    // One cart is one checkout (decision 231): the same order to every request that gets one.
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => r.body.orderId)).size).toBe(1);
    const refused = ['Not enough points for that.', 'Your payment page is being prepared. Please try again in a moment.'];
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409 && refused.includes(r.body.message))).toBe(true);
    expect(await balanceOf(customer.userId)).toBe(40);
    expect((await allEntries(customer.userId)).filter((e) => e.kind === 'redeemed')).toHaveLength(1);
    expect(await getProduct(productId, true)).toMatchObject({ reserved: 1 });
    expect(await violations(customer.userId)).toBe(0);
  });

  it('refuses a reward for repairs, an unknown or inactive one, and one the balance does not cover', async () => {
    const repairOnly = await reward({ appliesTo: 'repair' });
    const inactive = await reward({ active: false });
    const dear = await reward({ pointsCost: 500 });
    const { customer, productId } = await memberWithCart(100);

    const results = await Promise.all([
      checkout(customer, { rewardId: repairOnly }),
      checkout(customer, { rewardId: inactive }),
      checkout(customer, { rewardId: 'no-such-reward' }),
      checkout(customer, { rewardId: dear }),
    ]);

    expect(results.map((r) => r.status)).toEqual([409, 404, 404, 409]);
    expect(results[0]!.body.message).toBe('That reward is for repairs: redeem it at the shop counter');
    expect(results[3]!.body.message).toBe('Not enough points for that.');
    expect(await balanceOf(customer.userId)).toBe(100);
    expect(await getProduct(productId, true)).toMatchObject({ reserved: 0 });
  });
});

describe('giving points back', () => {
  it('Cancel on the payment page gives the points back once; a replayed event gives nothing more', async () => {
    const rewardId = await reward();
    const { customer } = await memberWithCart(100);
    const started = await checkout(customer, { rewardId });
    const cancel = await paymentEvent(customer, started.body.orderId, 'cancel');

    await cancel();
    await cancel();

    expect(await balanceOf(customer.userId)).toBe(100);
    expect((await allEntries(customer.userId)).filter((e) => e.key === `order:${started.body.orderId}:returned`)).toMatchObject([{ kind: 'adjusted', points: 60 }]);
    expect(await violations(customer.userId)).toBe(0);
  });

  it('the customer cancelling and the hold expiring at once give the points back exactly once; a late payment is refunded, not honoured', async () => {
    const rewardId = await reward();
    const { customer } = await memberWithCart(100);
    const started = await checkout(customer, { rewardId });
    const pay = await paymentEvent(customer, started.body.orderId, 'pay');

    await Promise.all([
      invoke(shopRoutes.cancelMyCheckout, { params: { id: started.body.orderId }, ...customer.cookies }),
      runDueJobs(new Date(Date.now() + 31 * 60_000)),
    ]);
    await pay();
    const order = await invoke(shopRoutes.getMyOrder, { params: { id: started.body.orderId }, ...customer.cookies });

    expect(await balanceOf(customer.userId)).toBe(100);
    expect((await allEntries(customer.userId)).filter((e) => e.source.type === 'reward')).toHaveLength(2);
    expect(order.body).toMatchObject({ status: 'Refunded', notHonoured: true });
    expect(await violations(customer.userId)).toBe(0);
  });
});
