// Cart, checkout and payment against DynamoDB Local: quantities and stock rules, prices from the
// server only, 20 concurrent checkouts of the last unit (and of one refurbished device), the local
// payment page's events through the signed webhook, expiry by the local scheduler, a payment that
// arrives too late, staff moves and refunds, ownership, and the requests each step makes.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../functions/data/client';
import * as keys from '../../../functions/data/keys';
import { getProduct } from '../../../functions/data/products';
import { getUnit } from '../../../functions/data/stock';
import { getIntent } from '../../../functions/data/payment-intents';
import { getShopOrder } from '../../../functions/data/shop-orders';
import { getLocalSession, localRefundsOf } from '../../../functions/data/local-payments';
import { localEvent, type LocalPaymentAction } from '../../../functions/payments/local-events';
import { runDueJobs } from '../../../functions/scheduling/local-scheduler';
import { PRICES_CHANGED_MESSAGE } from '../../../functions/shop/start-checkout';
import { setLocalEventSink, type LocalEventSink } from '../../../functions/events/publish-event';
import { startOneTimeJobs } from '../../../scripts/local/local-one-time-jobs';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo, signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { recordStockMovement } from '../../../functions/data/stock-ledger';
import { applyStock } from '../../../functions/stock/stock-ledger';
import { STAFF, productInput, randomImei, serialisedProduct, stockedProduct } from './shop-helpers';

let bus: ReturnType<typeof useLocalBus>;
let admin: SignedIn;
beforeAll(async () => {
  bus = useLocalBus();
  startOneTimeJobs();
  admin = await signedInAdmin();
});

const collect = { fulfilment: 'collect' };
const setLine = (customer: SignedIn, id: string, quantity: unknown) => invoke(shopRoutes.setCartLine, { params: { id }, body: { quantity }, ...customer.cookies });
const checkout = (customer: SignedIn, body: object = collect) => invoke(shopRoutes.startCheckout, { body, ...customer.cookies, headers: { origin: 'http://localhost:5173' } });

async function customerWith(productId: string, quantity = 1): Promise<SignedIn> {
  const customer = await signedInCustomer();
  const added = await setLine(customer, productId, quantity);
  if (added.status !== 200) throw new Error(`Add to cart failed: ${JSON.stringify(added.body)}`);
  return customer;
}

async function payment(orderId: string, action: LocalPaymentAction) {
  const order = await invoke(shopRoutes.getShopOrder, { params: { id: orderId }, ...admin.cookies });
  const session = (await getLocalSession(order.body.paymentSessionId))!;
  const event = localEvent(session, action, `pi_local_${ulid()}`);
  return { event, send: () => invoke(shopRoutes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature } }) };
}

describe('cart', () => {
  it('takes whole quantities from 1 to 10, never beyond stock; unknown or unpublished products are 404', async () => {
    const product = await stockedProduct(4);
    const hidden = await stockedProduct(4, { published: false });
    const customer = await signedInCustomer();

    const results = await Promise.all([setLine(customer, product.id, 0), setLine(customer, product.id, 11), setLine(customer, product.id, 1.5), setLine(customer, product.id, '2')]);
    const beyond = await setLine(customer, product.id, 5);
    const unknown = await setLine(customer, ulid(), 1);
    const unpublished = await setLine(customer, hidden.id, 1);
    const ok = await setLine(customer, product.id, 4);

    expect(results.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(results[0]!.body.errors.quantity).toEqual(['Quantity must be at least 1']);
    expect(beyond).toMatchObject({ status: 409, body: { message: 'Only 4 left in stock' } });
    expect(unknown.status).toBe(404);
    expect(unpublished.status).toBe(404);
    expect(ok.body).toMatchObject({ itemCount: 4, subtotalPence: 4 * 1999, vatPence: Math.round((4 * 1999) / 6) });
  });

  it('is the same cart on every device of the account, and nobody else sees it', async () => {
    const product = await stockedProduct(3);
    const customer = await customerWith(product.id, 2);
    const other = await signedInCustomer();

    const again = await invoke(shopRoutes.getCart, customer.cookies);

    expect(again.body.lines).toMatchObject([{ productId: product.id, quantity: 2 }]);
    expect((await invoke(shopRoutes.getCart, other.cookies)).body.lines).toEqual([]);
  });
});

describe('checkout', () => {
  it('gives the last unit to exactly one of 20 concurrent checkouts; the others are told it sold out', async () => {
    const product = await stockedProduct(1, { name: `Last charger ${ulid()}` });
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWith(product.id)));

    const results = await Promise.all(customers.map((c) => checkout(c)));

    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(/sold out|out of stock/);
    }
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 1, reserved: 1, available: 0 });
  });

  it('gives a refurbished device to exactly one of 20 concurrent checkouts', async () => {
    const { product, unitIds } = await serialisedProduct([randomImei()]);
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWith(product.id)));

    const results = await Promise.all(customers.map((c) => checkout(c)));

    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await getUnit(product.id, unitIds[0]!)).toMatchObject({ state: 'reserved' });
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 1, reserved: 1, available: 0 });
  });

  it('prices the order on the server, ignoring prices and totals the browser sends', async () => {
    const product = await stockedProduct(5);
    const customer = await customerWith(product.id, 2);

    const result = await checkout(customer, { ...collect, totalPence: 1, lines: [{ productId: product.id, unitPricePence: 1 }] });
    const order = await invoke(shopRoutes.getMyOrder, { params: { id: result.body.orderId }, ...customer.cookies });

    expect(result.status).toBe(201);
    expect(order.body).toMatchObject({ status: 'Pending payment', goodsPence: 3998, deliveryPence: 0, totalPence: 3998, vatPence: 666 });
    expect(order.body.lines).toMatchObject([{ productId: product.id, unitPricePence: 1999, quantity: 2 }]);
  });

  it('shows a changed price before paying: 409 with the new total until the customer accepts it', async () => {
    const product = await stockedProduct(5);
    const customer = await customerWith(product.id);
    await invoke(shopRoutes.updateProduct, { params: { id: product.id }, body: { ...productInput(), name: product.name, slug: product.slug, sku: product.sku, barcode: product.barcode, pricePence: 2499 }, ...admin.cookies });

    const refused = await checkout(customer, { fulfilment: 'delivery', address: { name: 'Aoife Kelly', line1: '4 Malone Road', city: 'Belfast', postcode: 'BT9 5BN' } });
    const accepted = await checkout(customer, { fulfilment: 'delivery', address: { name: 'Aoife Kelly', line1: '4 Malone Road', city: 'Belfast', postcode: 'BT9 5BN' }, acceptedTotalPence: 2499 + 395 });

    expect(refused).toMatchObject({ status: 409, body: { message: PRICES_CHANGED_MESSAGE, totalPence: 2894 } });
    expect(refused.body.cart.lines[0]).toMatchObject({ unitPricePence: 2499, priceSeenPence: 1999 });
    expect(accepted.status).toBe(201);
  });

  it('needs an address for delivery and refuses an empty cart', async () => {
    const customer = await signedInCustomer();

    const noAddress = await checkout(customer, { fulfilment: 'delivery' });
    const empty = await checkout(customer);

    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errors.address).toEqual(['Enter a delivery address']);
    expect(empty).toMatchObject({ status: 400, body: { message: 'Your cart is empty' } });
  });
});

describe('payment', () => {
  it('Pay: the order is Paid, the hold becomes a sale, the cart empties and the confirmation is emailed; a replay changes nothing', async () => {
    const product = await stockedProduct(3);
    const customer = await customerWith(product.id, 2);
    const { body } = await checkout(customer);
    const pay = await payment(body.orderId, 'pay');

    expect((await pay.send()).body.result).toBe('handled');
    expect((await pay.send()).body.result).toBe('replayed');

    const order = await invoke(shopRoutes.getMyOrder, { params: { id: body.orderId }, ...customer.cookies });
    expect(order.body.status).toBe('Paid');
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 1, reserved: 0, available: 1 });
    expect((await invoke(shopRoutes.getCart, customer.cookies)).body.lines).toEqual([]);
    await bus.drain();
    expect(await emailsTo(customer.person.email, 'order-confirmed')).toHaveLength(1);
  });

  it('Decline leaves the order waiting and the stock held; Cancel gives the stock back', async () => {
    const product = await stockedProduct(2);
    const customer = await customerWith(product.id);
    const { body } = await checkout(customer);

    await (await payment(body.orderId, 'decline')).send();
    const afterDecline = await invoke(shopRoutes.getMyOrder, { params: { id: body.orderId }, ...customer.cookies });
    await (await payment(body.orderId, 'cancel')).send();
    const afterCancel = await invoke(shopRoutes.getMyOrder, { params: { id: body.orderId }, ...customer.cookies });

    expect(afterDecline.body).toMatchObject({ status: 'Pending payment', paymentFailures: 1 });
    expect(afterCancel.body.status).toBe('Cancelled');
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 2, reserved: 0, available: 2 });
  });

  it('releases the hold when it expires unpaid (local scheduler), then honours a late payment while stock lasts', async () => {
    const product = await stockedProduct(1);
    const customer = await customerWith(product.id);
    const { body } = await checkout(customer);
    const pay = await payment(body.orderId, 'pay');

    await runDueJobs(new Date(Date.now() + 31 * 60_000));
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 1, reserved: 0, available: 1 });
    await pay.send();

    const order = await invoke(shopRoutes.getMyOrder, { params: { id: body.orderId }, ...customer.cookies });
    expect(order.body.status).toBe('Paid');
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 0, reserved: 0, available: 0 });
  });

  it('refunds a late payment whose stock has gone, and tells the customer', async () => {
    const product = await stockedProduct(1);
    const customer = await customerWith(product.id);
    const { body } = await checkout(customer);
    const pay = await payment(body.orderId, 'pay');
    await runDueJobs(new Date(Date.now() + 31 * 60_000));
    await applyStock(recordStockMovement({ productId: product.id, kind: 'sale', delta: -1, reason: 'Sold at the counter', causeId: `till-sale:${ulid()}`, actor: STAFF, at: new Date() }));

    await pay.send();

    const order = await invoke(shopRoutes.getMyOrder, { params: { id: body.orderId }, ...customer.cookies });
    expect(order.body).toMatchObject({ status: 'Refunded', notHonoured: true, refundedPence: 1999 });
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 0, available: 0 });
    await bus.drain();
    expect(await emailsTo(customer.person.email, 'order-not-honoured')).toHaveLength(1);
    // The refund consumer made it through the provider under the intent's key, and recorded its outcome.
    const paid = (await getShopOrder(body.orderId))!;
    expect(await localRefundsOf(paid.paymentId!)).toMatchObject([{ amountPence: 1999 }]);
    expect(await getIntent(`order:${body.orderId}:refund:1`)).toMatchObject({ state: 'done', amountPence: 1999, refundId: `re_local_order_${body.orderId}_refund_1` });
  });
});

describe('orders', () => {
  it("answers 404 to another customer's order, never the data", async () => {
    const product = await stockedProduct(2);
    const owner = await customerWith(product.id);
    const other = await signedInCustomer();
    const { body } = await checkout(owner);

    expect((await invoke(shopRoutes.getMyOrder, { params: { id: body.orderId }, ...other.cookies })).status).toBe(404);
    expect((await invoke(shopRoutes.cancelMyCheckout, { params: { id: body.orderId }, ...other.cookies })).status).toBe(404);
    expect((await invoke(shopRoutes.listMyOrders, other.cookies)).body.orders).toEqual([]);
  });

  it('staff mark a click and collect order ready (emailed), then refund one line: stock back, the refund on the order', async () => {
    const product = await stockedProduct(3);
    const customer = await customerWith(product.id, 2);
    const { body } = await checkout(customer);
    await (await payment(body.orderId, 'pay')).send();

    const ready = await invoke(shopRoutes.moveShopOrder, { params: { id: body.orderId }, body: { move: 'ready' }, ...admin.cookies });
    const dispatch = await invoke(shopRoutes.moveShopOrder, { params: { id: body.orderId }, body: { move: 'dispatched', trackingReference: 'AB123' }, ...admin.cookies });
    const requestId = ulid();
    const refund = () => invoke(shopRoutes.refundShopOrder, { params: { id: body.orderId }, body: { lines: { [product.id]: 1 }, reason: 'Customer changed mind', requestId }, ...admin.cookies });
    const first = await refund();
    const again = await refund();

    expect(ready.body.status).toBe('Ready for collection');
    expect(dispatch).toMatchObject({ status: 409, body: { message: 'This order is for click and collect' } });
    expect(first.body).toMatchObject({ status: 'Ready for collection', refundedPence: 1999 });
    expect(first.body.refunds).toHaveLength(1);
    expect(again.body.refunds).toHaveLength(1);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 2, available: 2 });
    await bus.drain();
    expect(await emailsTo(customer.person.email, 'order-ready')).toHaveLength(1);
  });
});

describe('DynamoDB requests', () => {
  it('starting a checkout is one transaction beside its reads; handling the payment is one transaction beside its reads', async () => {
    const product = await stockedProduct(3);
    const customer = await customerWith(product.id);
    const send = vi.spyOn(db, 'send');

    const started = await checkout(customer);
    const checkoutCommands = send.mock.calls.map(([command]) => command.constructor.name);
    const pay = await payment(started.body.orderId, 'pay');
    // The events the webhook publishes (the invoice for the reports, the email) wait until it has
    // answered: in the cloud their consumers are other Lambdas, so their requests are not the webhook's.
    const published: Parameters<LocalEventSink>[0][] = [];
    setLocalEventSink((event) => published.push(event));
    send.mockClear();
    await pay.send();
    const webhookCommands = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    bus.attach();
    for (const event of published) bus.publish(event);
    await bus.drain();

    // Session lookup, cart, products, user; the local provider's own session Put; the transaction.
    expect(checkoutCommands.filter((name) => name === 'TransactWriteCommand')).toHaveLength(1);
    expect(checkoutCommands).toEqual(expect.arrayContaining(['GetCommand', 'BatchGetCommand', 'TransactWriteCommand']));
    // The webhook: marker check, order, the invoice counter (and the shop settings unless cached: the
    // seller's VAT number on the invoice, decision 193), then one transaction with the invoice in it.
    expect(webhookCommands.filter((name) => name === 'TransactWriteCommand')).toHaveLength(1);
    expect(webhookCommands.filter((name) => name === 'GetCommand').length).toBeLessThanOrEqual(4);
    expect(webhookCommands.filter((name) => name !== 'GetCommand' && name !== 'TransactWriteCommand')).toEqual([]);
    expect(published.map((event) => event.detailType)).toContain('SalesDocumentIssued');
    console.info(`[requests] start checkout: ${checkoutCommands.join(', ')}`);
    console.info(`[requests] payment webhook (after the test's own reads): ${webhookCommands.join(', ')}`);
  });
});
