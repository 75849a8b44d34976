// Money that moves exactly once on the online side (issue 27, decisions 230-232), against DynamoDB
// Local and the local provider's own books: refunds of an online order asked 10 times at once (the
// same request, and 10 different ones), a refund whose request stopped after the provider, and one
// cart checked out 10 times at once and 10 carts at once. After each, what the provider took and gave
// back equals the order's books to the penny, and every answer is the original's or a clear 409.
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { getCart } from '../../../functions/data/carts';
import { listCreditNotes } from '../../../functions/data/invoices';
import { getIntent } from '../../../functions/data/payment-intents';
import { getProduct } from '../../../functions/data/products';
import { getShopOrder, listOrdersOfCustomer } from '../../../functions/data/shop-orders';
import { localSessionsOf } from '../../../functions/data/local-payments';
import { localProvider } from '../../../functions/payments/local-provider';
import { dayRange } from '../../../functions/sales/list-sales';
import { REFUND_MADE_MEANWHILE } from '../../../functions/shop/manage-orders';
import { SHOP_ORDER_PURPOSE } from '../../../functions/shop/payment-purpose';
import { londonDay } from '../../../shared/dates';
import { settleBus, useLocalBus } from '../../support/bus';
import { missingCreditNoteNumbers } from '../../support/gapless';
import { invoke, type InvokeResult } from '../../support/invoke';
import { payPage, providerBooks } from '../../support/local-payments';
import { signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { placeOrder } from './online-order-helpers';
import { stockedProduct } from './shop-helpers';

useLocalBus();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAdmin();
});

const refund = (orderId: string, body: object) => invoke(shopRoutes.refundShopOrder, { params: { id: orderId }, body: { reason: 'Customer changed mind', requestId: ulid(), ...body }, ...admin.cookies });
const checkout = (customer: SignedIn) => invoke(shopRoutes.startCheckout, { body: { fulfilment: 'collect' }, ...customer.cookies, headers: { origin: 'http://localhost:5173' } });

/** A paid order of two units of a £10.00 product, paid through the local payment page. */
async function paidOrder(quantity = 2): Promise<{ orderId: string; productId: string }> {
  const product = await stockedProduct(10, { pricePence: 1000 });
  const { orderId } = await placeOrder(product.id, quantity);
  const paid = await payPage((await getShopOrder(orderId))!.paymentSessionId);
  expect(paid?.webhook.body.result).toBe('handled');
  return { orderId, productId: product.id };
}

/** The order's books against the provider's: equal to the penny, never more back than was taken. */
async function expectBooksAgree(orderId: string) {
  const order = (await getShopOrder(orderId))!;
  const provider = await providerBooks(SHOP_ORDER_PURPOSE, [orderId]);
  expect(provider.paidPence).toBe(order.totalPence);
  expect(provider.refundedPence).toBe(order.refundedPence);
  expect(provider.refundCount).toBe(order.refunds.length);
  expect(order.refundedPence).toBeLessThanOrEqual(order.totalPence);
  const { start, end } = dayRange('2000-01-01', londonDay(new Date()));
  const notes = (await listCreditNotes(start, end)).filter((n) => n.source.kind === 'online' && n.source.orderId === orderId);
  expect(notes.map((n) => n.number).sort()).toEqual(order.refunds.map((r) => r.creditNoteNumber).sort());
  expect(notes.reduce((sum, n) => sum + n.totalPence, 0)).toBe(order.refundedPence);
  expect(await missingCreditNoteNumbers()).toEqual([]);
  return order;
}

const statusOf = (r: InvokeResult) => r.status;

describe('refunds of an online order, asked many times at once', () => {
  it('refunds one unit ONCE when the same request comes 10 times at once: every answer is the one refund', async () => {
    const { orderId, productId } = await paidOrder();
    const requestId = ulid();

    const results = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { lines: { [productId]: 1 }, requestId })));

    for (const result of results) expect([200, 409]).toContain(result.status);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const result of ok) expect(result.body.refunds).toEqual([expect.objectContaining({ requestId, amountPence: 1000 })]);
    const order = await expectBooksAgree(orderId);
    expect(order.refundedPence).toBe(1000);
    expect((await getProduct(productId, true))?.onHand).toBe(9);
  });

  it('pays out no more than the order recorded when 10 different one-unit refunds of a two-unit order come at once', async () => {
    const { orderId, productId } = await paidOrder();

    const results = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { lines: { [productId]: 1 } })));

    // Each refund is its own: refused with a 409 and nothing moved, or made once; at most the two units.
    expect(results.map(statusOf).every((s) => s === 200 || s === 409 || s === 400)).toBe(true);
    const made = results.filter((r) => r.status === 200).length;
    expect(made).toBeGreaterThanOrEqual(1);
    const order = await expectBooksAgree(orderId);
    expect(order.refunds).toHaveLength(made);
    expect(order.refundedPence).toBe(1000 * made);
    for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.message).toMatch(/refund/i);
  });

  it('refunds the whole order once when 5 whole refunds come at once', async () => {
    const { orderId } = await paidOrder();

    const results = await Promise.all(Array.from({ length: 5 }, () => refund(orderId, {})));

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) expect(result.status).toBe(409);
    const order = await expectBooksAgree(orderId);
    expect(order).toMatchObject({ status: 'Refunded', refundedPence: 2000 });
  });

  it('finishes a refund whose request stopped after the provider paid it, without paying it again', async () => {
    const { orderId, productId } = await paidOrder();
    const realRefund = localProvider.refund;
    // The provider refunds, then the answer is lost on the way back (a timeout, a crashed Lambda).
    localProvider.refund = async (request) => {
      await realRefund(request);
      throw new Error('socket hang up');
    };
    const requestId = ulid();
    let lost: InvokeResult;
    try {
      lost = await refund(orderId, { lines: { [productId]: 1 }, requestId });
    } finally {
      localProvider.refund = realRefund;
    }

    const other = await refund(orderId, { lines: { [productId]: 1 } });
    const retried = await refund(orderId, { lines: { [productId]: 1 }, requestId });

    expect(lost).toMatchObject({ status: 502, body: { message: 'The payment provider did not answer. Please try again in a moment.' } });
    // The next request finishes the stopped refund first (the provider answers the same refund) and says so.
    expect(other).toMatchObject({ status: 409, body: { message: REFUND_MADE_MEANWHILE } });
    expect(retried.status).toBe(200);
    expect(retried.body.refunds).toEqual([expect.objectContaining({ requestId, amountPence: 1000 })]);
    expect(await getIntent(`order:${orderId}:refund:1`)).toMatchObject({ state: 'done', amountPence: 1000 });
    const order = await expectBooksAgree(orderId);
    expect(order.refundedPence).toBe(1000);
  });
});

describe('checkouts of a cart, many at once', () => {
  it('makes ONE order and ONE page when one cart is checked out 10 times at once (double-tapped Pay)', async () => {
    const product = await stockedProduct(50);
    const customer = await signedInCustomer();
    await invoke(shopRoutes.setCartLine, { params: { id: product.id }, body: { quantity: 6 }, ...customer.cookies });

    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(customer)));

    for (const result of results) expect([201, 409]).toContain(result.status);
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => `${r.body.orderId} ${r.body.paymentUrl}`)).size).toBe(1);
    const orders = await listOrdersOfCustomer(customer.userId);
    expect(orders).toHaveLength(1);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 50, reserved: 6, available: 44 });
    const sessions = await localSessionsOf(SHOP_ORDER_PURPOSE, orders[0]!.id);
    expect(sessions.map((s) => [s.sessionId, s.amountPence])).toEqual([[orders[0]!.paymentSessionId, orders[0]!.totalPence]]);
    // The same cart again later: the same open page.
    const again = await checkout(customer);
    expect(again.body).toEqual(ok[0]!.body);
  });

  it('gives 10 different carts at once their own orders, never holding more than the stock; the pages left open are the pending orders to the penny', async () => {
    const product = await stockedProduct(50);
    const customers = await Promise.all(Array.from({ length: 10 }, () => signedInCustomer()));
    for (const customer of customers) await invoke(shopRoutes.setCartLine, { params: { id: product.id }, body: { quantity: 6 }, ...customer.cookies });

    const results = await Promise.all(customers.map((customer) => checkout(customer)));

    expect(results.filter((r) => r.status === 201)).toHaveLength(8);
    for (const refused of results.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 409, body: { message: `${product.name}: Sorry, this item has just sold out` } });
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 50, reserved: 48, available: 2 });
    let openPence = 0;
    let pendingPence = 0;
    for (const customer of customers) {
      const cart = await getCart(customer.userId);
      const intent = (await getIntent(`cart:${customer.userId}:${cart.updatedAt}:1`))!;
      const sessions = await localSessionsOf(SHOP_ORDER_PURPOSE, intent.reference);
      expect(sessions).toHaveLength(1);
      openPence += sessions.filter((s) => s.status === 'open').reduce((sum, s) => sum + s.amountPence, 0);
      const order = await getShopOrder(intent.reference);
      pendingPence += order?.status === 'Pending payment' ? order.totalPence : 0;
      // A refused checkout's page was closed: nobody can pay for stock nobody holds.
      if (!order) expect(intent.state).toBe('failed');
    }
    expect(openPence).toBe(pendingPence);
    expect(pendingPence).toBe(8 * 6 * product.pricePence);
  });

  it('opens a new page for the same cart once its order has ended (cancelled), and records only that one', async () => {
    const product = await stockedProduct(5);
    const customer = await signedInCustomer();
    await invoke(shopRoutes.setCartLine, { params: { id: product.id }, body: { quantity: 1 }, ...customer.cookies });
    const first = await checkout(customer);
    await invoke(shopRoutes.cancelMyCheckout, { params: { id: first.body.orderId }, ...customer.cookies });

    const second = await checkout(customer);

    expect(second.status).toBe(201);
    expect(second.body.orderId).not.toBe(first.body.orderId);
    expect((await getShopOrder(first.body.orderId))?.status).toBe('Cancelled');
    expect(await getProduct(product.id, true)).toMatchObject({ reserved: 1, available: 4 });
    await settleBus();
  });
});
