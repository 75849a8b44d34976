// Gift cards online (issue 29, decisions 345, 346): a card bought on the shop's payment page is
// issued once by the payment's webhook however often the event is delivered, and emailed once; its
// page is refused for a bad amount. Spending a card or store credit at the shop's checkout is taken in
// the transaction that records the order, so ten checkouts at once never overdraw it, and it is given
// back when the checkout ends unpaid; an order it covers in full needs no payment page. Refunding such
// an order (decision 377) gives the card's part back through the provider and the vouchers' back onto
// them, the card first, in the refund's transaction: ten identical refunds at once credit each once.
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCreditNotes } from '../../../functions/data/invoices';
import { dayRange } from '../../../functions/sales/list-sales';
import { SHOP_ORDER_PURPOSE } from '../../../functions/shop/payment-purpose';
import { londonDay } from '../../../shared/dates';
import { maskedGiftCardCode } from '../../../shared/gift-cards/code';
import { routes } from '../../../shared/api/manifest';
import { printedGiftCardCode } from '../../../shared/gift-cards/code';
import { getGiftCard, getGiftCardRequest, readLedger } from '../../../functions/data/gift-cards';
import { getIntent, getPaymentPage } from '../../../functions/data/payment-intents';
import { getLocalSession } from '../../../functions/data/local-payments';
import { localEvent } from '../../../functions/payments/local-events';
import { onlineIssueKey } from '../../../functions/gift-cards/online-keys';
import { getShopOrder } from '../../../functions/data/shop-orders';
import { getProduct } from '../../../functions/data/products';
import { getBalance, newGiftCardItem } from '../../../functions/data/gift-cards';
import { transactWrite } from '../../../functions/data/transact';
import { voucherPostingItems } from '../../../functions/data/voucher-items';
import { VOUCHER_SHORT } from '../../../functions/gift-cards/tender';
import { startOneTimeJobs } from '../../../scripts/local/local-one-time-jobs';
import { useLocalBus } from '../../support/bus';
import { payPage, providerBooks } from '../../support/local-payments';
import { invoke } from '../../support/invoke';
import { emailsTo, signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { stockedProduct } from '../shop/shop-helpers';

const bus = useLocalBus();
let admin: SignedIn;
beforeAll(async () => {
  startOneTimeJobs();
  admin = await signedInAdmin();
});
const ORIGIN = { origin: 'http://localhost:5173' };

const buy = (body: Record<string, unknown>) => invoke(routes.buyGiftCard, { body, headers: ORIGIN });

/** The local payment page's signed event for a purchase's page; `send` delivers it to the webhook. */
async function paymentOf(paymentUrl: string) {
  const sessionId = paymentUrl.split('/').pop()!;
  const session = (await getLocalSession(sessionId))!;
  const event = localEvent(session, 'pay', `pi_local_${ulid()}`);
  return { sessionId, send: () => invoke(routes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature } }) };
}

export async function boughtCard(amountPence: number): Promise<string> {
  const started = await buy({ idempotencyKey: randomUUID(), amountPence, buyerEmail: `buyer-${ulid()}@example.com` });
  expect(started.status).toBe(201);
  const payment = await paymentOf(started.body.paymentUrl);
  expect((await payment.send()).status).toBe(200);
  return (await getGiftCardRequest(onlineIssueKey(started.body.purchaseId)))!;
}

describe('buying a gift card online', () => {
  it('issues one card and sends one email however often the payment event is delivered', async () => {
    const buyerEmail = `buyer-${ulid()}@example.com`;
    const recipient = `friend-${ulid()}@example.com`;
    const idempotencyKey = randomUUID();
    const body = { idempotencyKey, amountPence: 3500, buyerEmail, emailTo: recipient, recipientName: 'Niamh', fromName: 'Ciara', message: 'Happy birthday!' };

    const [first, again] = await Promise.all([buy(body), buy(body)]);

    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const page = await getPaymentPage(first.body.paymentUrl.split('/').pop());
    expect(page).toMatchObject({ purpose: 'gift-card-order', amountPence: 3500 });
    expect((await getIntent(page!.intentKey))?.detail).toMatchObject({ buyerEmail, emailTo: recipient, fromName: 'Ciara' });

    const payment = await paymentOf(first.body.paymentUrl);
    const results = await Promise.all(Array.from({ length: 5 }, () => payment.send()));
    await bus.drain();

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.result === 'handled')).toHaveLength(1);
    const code = (await getGiftCardRequest(onlineIssueKey(first.body.purchaseId)))!;
    expect(await getGiftCard(code)).toMatchObject({ initialPence: 3500, balancePence: 3500, soldVia: 'online', emailedTo: recipient, recipientName: 'Niamh' });
    const { entries } = await readLedger({ kind: 'giftCard', code });
    expect(entries).toMatchObject([{ kind: 'issued', amountPence: 3500, source: { type: 'gift-card-sale', id: first.body.purchaseId } }]);
    const emails = await emailsTo(recipient, 'gift-card');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(printedGiftCardCode(code));
    expect(emails[0]!.text).toContain('£35.00');
    expect(emails[0]!.text).toContain('Happy birthday!');
    // Paid for: the same form sent again is told so, not given another page.
    expect(await buy(body)).toMatchObject({ status: 409 });
  });

  it('sends the card to the buyer when there is no recipient, and refuses amounts outside £5 to £500 in whole pounds', async () => {
    const code = await boughtCard(1000);
    await bus.drain();
    const card = (await getGiftCard(code))!;
    expect(await emailsTo(card.emailedTo!, 'gift-card')).toHaveLength(1);

    for (const amountPence of [400, 50_100, 1050]) {
      const refused = await buy({ idempotencyKey: randomUUID(), amountPence, buyerEmail: 'someone@example.com' });
      expect(refused.status).toBe(400);
    }
    expect((await buy({ idempotencyKey: randomUUID(), amountPence: 1000, buyerEmail: 'not an email' })).status).toBe(400);
  });
});

const N = 10;
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const checkout = (customer: SignedIn, body: Record<string, unknown>) => invoke(routes.startCheckout, { body: { fulfilment: 'collect', ...body }, ...customer.cookies, headers: ORIGIN });

async function customerWith(productId: string): Promise<SignedIn> {
  const customer = await signedInCustomer();
  expect((await invoke(routes.setCartLine, { params: { id: productId }, body: { quantity: 1 }, ...customer.cookies })).status).toBe(200);
  return customer;
}

/** A card as the till or the webhook issues one: the card with its balance and its issue entry. */
async function cardOf(amountPence: number): Promise<string> {
  const code = Array.from({ length: 16 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)]).join('');
  const at = new Date().toISOString();
  const [issued] = voucherPostingItems({ kind: 'giftCard', code }, { key: `issue:test-${code}`, kind: 'issued', amountPence, source: { type: 'gift-card-sale', id: `test-${code}` }, at });
  await transactWrite([newGiftCardItem({ code, initialPence: amountPence, balancePence: amountPence, issuedAt: at, soldVia: 'till' }), issued]);
  return code;
}

async function creditOf(userId: string, amountPence: number): Promise<void> {
  await transactWrite(voucherPostingItems({ kind: 'storeCredit', userId }, { key: `test:${ulid()}`, kind: 'credited', amountPence, source: { type: 'till-refund', id: 'test' }, at: new Date().toISOString() }));
}

async function ledgerAgrees(ref: Parameters<typeof readLedger>[0]): Promise<number> {
  const { entries } = await readLedger(ref);
  const balance = await getBalance(ref);
  expect(entries.reduce((sum, e) => sum + e.amountPence, 0)).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

describe('paying at the shop checkout with a gift card or store credit', () => {
  it('never overdraws a card that ten checkouts spend at once, and gives back what an unpaid checkout took', async () => {
    const product = await stockedProduct(N, { pricePence: 1999 });
    const code = await cardOf(5000);
    const customers = await times(N, () => customerWith(product.id));

    const results = await times(N, (i) => checkout(customers[i]!, { giftCardCode: printedGiftCardCode(code).toLowerCase(), giftCardPence: 1000 }));

    const placed = results.filter((r) => r.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThanOrEqual(5);
    for (const refused of results.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 409, body: { message: VOUCHER_SHORT } });
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(5000 - 1000 * placed.length);
    const order = (await getShopOrder(placed[0]!.body.orderId))!;
    expect(order).toMatchObject({ status: 'Pending payment', totalPence: 1999, vouchers: [{ method: 'giftCard', amountPence: 1000, giftCardCode: code }] });
    expect(await getPaymentPage(order.paymentSessionId)).toMatchObject({ amountPence: 999 });

    // Cancelled unpaid: the card gets its £10 back, once, however often it is cancelled.
    const owner = customers[results.indexOf(placed[0]!)]!;
    await Promise.all([1, 2].map(() => invoke(routes.cancelMyCheckout, { params: { id: order.id }, ...owner.cookies })));
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(5000 - 1000 * (placed.length - 1));
    const { entries } = await readLedger({ kind: 'giftCard', code });
    expect(entries.filter((e) => e.kind === 'released')).toMatchObject([{ amountPence: 1000, source: { type: 'online-order', id: order.id } }]);
  });

  it("never overdraws a customer's store credit that ten checkouts of their cart spend at once", async () => {
    const product = await stockedProduct(N, { pricePence: 1999 });
    const customer = await customerWith(product.id);
    await creditOf(customer.userId, 3000);
    // Ten checkouts of one cart, each with another £5 card: ten orders, each wanting £14.99 of the £30.00 credit.
    const codes = await times(N, () => cardOf(500));

    const results = await times(N, (i) => checkout(customer, { giftCardCode: codes[i], useStoreCredit: true }));

    const placed = results.filter((r) => r.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    for (const refused of results.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 409, body: { message: VOUCHER_SHORT } });
    // A checkout that read the balance after others took theirs takes what is left, the page the rest.
    let taken = 0;
    for (const result of placed) {
      const order = (await getShopOrder(result.body.orderId))!;
      expect(order.vouchers).toMatchObject([{ method: 'giftCard', amountPence: 500 }, { method: 'storeCredit' }]);
      taken += order.vouchers![1]!.amountPence;
    }
    expect(taken).toBeLessThanOrEqual(3000);
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(3000 - taken);
  });

  it('places an order a card and store credit cover in full without a payment page, once for ten Pays at once, invoiced with them as its payments', async () => {
    const product = await stockedProduct(3, { pricePence: 1999 });
    const customer = await customerWith(product.id);
    await creditOf(customer.userId, 1000);
    const code = await cardOf(1500);

    const results = await times(N, () => checkout(customer, { giftCardCode: code, useStoreCredit: true }));

    expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
    const ids = new Set(results.map((r) => r.body.orderId));
    expect(ids.size).toBe(1);
    const orderId = [...ids][0] as string;
    expect(results[0]!.body.paymentUrl).toBe(`http://localhost:5173/payment-success?order=${orderId}`);
    const order = (await getShopOrder(orderId))!;
    expect(order).toMatchObject({ status: 'Paid', paymentSessionId: '', vouchers: [{ method: 'giftCard', amountPence: 1500 }, { method: 'storeCredit', amountPence: 499 }] });
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(0);
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(501);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 2, reserved: 0, available: 2 });
    const invoice = await invoke(routes.getMyOrder, { params: { id: orderId }, ...customer.cookies });
    expect(invoice.body.invoiceNumber).toBeTruthy();
    await bus.drain();
    expect(await emailsTo(customer.person.email, 'order-confirmed')).toHaveLength(1);

    // Refunded whole (decision 377): each voucher gets back what it paid, the last payment first; no provider.
    const refunded = await refundOrder(orderId, {});
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'Refunded', refundedPence: 1999 });
    expect(refunded.body.refunds[0].payments).toEqual([{ method: 'storeCredit', amountPence: 499 }, { method: 'giftCard', amountPence: 1500, giftCardCode: code }]);
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(1500);
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(1000);
    expect(await getIntent(`order:${orderId}:refund:1`)).toMatchObject({ state: 'done', amountPence: 0 });
    expect((await getIntent(`order:${orderId}:refund:1`))?.paymentId).toBeUndefined();
  });

  it('takes the rest on the payment page and invoices the card and the page as its payments; an unknown or empty card is refused', async () => {
    const product = await stockedProduct(2, { pricePence: 1999 });
    const customer = await customerWith(product.id);
    const code = await cardOf(500);

    expect(await checkout(customer, { giftCardCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' })).toMatchObject({ status: 400 });
    expect(await checkout(customer, { giftCardCode: 'not a code' })).toMatchObject({ status: 400 });
    expect(await checkout(customer, { giftCardCode: code, giftCardPence: 600 })).toMatchObject({ status: 409, body: { message: 'That gift card has £5.00 left.' } });
    expect(await checkout(customer, { useStoreCredit: true })).toMatchObject({ status: 409 });
    const started = await checkout(customer, { giftCardCode: code });
    expect(started.status).toBe(201);
    const order = (await getShopOrder(started.body.orderId))!;
    const session = (await getLocalSession(order.paymentSessionId))!;
    expect(session.amountPence).toBe(1499);
    const event = localEvent(session, 'pay', `pi_local_${ulid()}`);
    expect((await invoke(routes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature } })).body.result).toBe('handled');
    expect(await getShopOrder(order.id)).toMatchObject({ status: 'Paid' });
    expect(await getGiftCard(code)).toMatchObject({ balancePence: 0 });
  });

  it('answers ten Pays at once with a card that covers part with the one order and page, the card spent once', async () => {
    const product = await stockedProduct(2, { pricePence: 1999 });
    const customer = await customerWith(product.id);
    const code = await cardOf(500);

    const results = await times(N, () => checkout(customer, { giftCardCode: code }));

    expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.paymentUrl)).size).toBe(1);
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(0);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 2, reserved: 1 });
  });
});

const refundOrder = (orderId: string, body: Record<string, unknown>) =>
  invoke(routes.refundShopOrder, { params: { id: orderId }, body: { reason: 'Customer changed mind', requestId: ulid(), ...body }, ...admin.cookies });

/** The order's credit notes as issued, oldest first. */
async function creditNotesOf(orderId: string) {
  const { start, end } = dayRange('2000-01-01', londonDay(new Date()));
  return (await listCreditNotes(start, end)).filter((n) => n.source.kind === 'online' && n.source.orderId === orderId).sort((a, b) => a.number.localeCompare(b.number));
}

/** A product with stock to spare and a customer with `quantity` of it in their cart. */
async function cartOf(quantity: number, pricePence: number) {
  const product = await stockedProduct(quantity + 2, { pricePence });
  const customer = await signedInCustomer();
  expect((await invoke(routes.setCartLine, { params: { id: product.id }, body: { quantity }, ...customer.cookies })).status).toBe(200);
  return { product, customer };
}

describe('refunding an order paid with a gift card or store credit', () => {
  it('splits a partial refund the till\'s way: the card\'s part through the provider first, the rest back onto the gift card', async () => {
    const code = await cardOf(1500);
    const { product, customer } = await cartOf(3, 1000);
    const started = await checkout(customer, { giftCardCode: code });
    expect(started.status).toBe(201);
    const order = (await getShopOrder(started.body.orderId))!;
    expect((await payPage(order.paymentSessionId))?.webhook.body.result).toBe('handled');
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(0);

    // Two of the three £10.00 units: £15.00 is all the card paid, so £5.00 goes back onto the gift card.
    const refunded = await refundOrder(order.id, { lines: { [product.id]: 2 } });

    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'Paid', refundedPence: 2000 });
    const payments = refunded.body.refunds[0].payments;
    expect(payments).toEqual([{ method: 'online', amountPence: 1500, reference: expect.any(String) }, { method: 'giftCard', amountPence: 500, giftCardCode: code }]);
    const provider = await providerBooks(SHOP_ORDER_PURPOSE, [order.id]);
    expect(provider).toMatchObject({ paidPence: 1500, refundedPence: 1500, refundCount: 1 });
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(500);
    const { entries } = await readLedger({ kind: 'giftCard', code });
    expect(entries.filter((e) => e.kind === 'refunded')).toMatchObject([{ amountPence: 500, key: `order:${order.id}:refund:1`, source: { type: 'online-order', id: order.id } }]);
    const [note] = await creditNotesOf(order.id);
    expect(note).toMatchObject({ totalPence: 2000, refunds: [{ method: 'online', amountPence: 1500, reference: refunded.body.refunds[0].refundId }, { method: 'giftCard', amountPence: 500, giftCardCode: code }] });
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 4 });
    await bus.drain();
    const [email] = await emailsTo(customer.person.email, 'order-refunded');
    expect(email!.text).toContain(`We have refunded £20.00: £15.00 to your card, £5.00 back onto your gift card ${maskedGiftCardCode(code)}.`);

    // The last unit: nothing is left of the card's part, so all £10.00 goes back onto the gift card, no provider.
    const rest = await refundOrder(order.id, {});
    expect(rest.body).toMatchObject({ status: 'Refunded', refundedPence: 3000 });
    expect(rest.body.refunds[1].payments).toEqual([{ method: 'giftCard', amountPence: 1000, giftCardCode: code }]);
    expect(await providerBooks(SHOP_ORDER_PURPOSE, [order.id])).toMatchObject({ refundedPence: 1500, refundCount: 1 });
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(1500);
  });

  it('refunds an order store credit covered in full back onto the store credit, with no provider, stock back and a credit note saying so', async () => {
    const { product, customer } = await cartOf(2, 1250);
    await creditOf(customer.userId, 4000);
    const started = await checkout(customer, { useStoreCredit: true });
    const orderId = started.body.orderId as string;
    expect(await getShopOrder(orderId)).toMatchObject({ status: 'Paid', vouchers: [{ method: 'storeCredit', amountPence: 2500 }] });
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(1500);

    const refunded = await refundOrder(orderId, {});

    expect(refunded).toMatchObject({ status: 200, body: { status: 'Refunded', refundedPence: 2500 } });
    expect(refunded.body.refunds[0].payments).toEqual([{ method: 'storeCredit', amountPence: 2500 }]);
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(4000);
    expect((await providerBooks(SHOP_ORDER_PURPOSE, [orderId])).sessions).toEqual([]);
    expect(await creditNotesOf(orderId)).toMatchObject([{ totalPence: 2500, refunds: [{ method: 'storeCredit', amountPence: 2500 }] }]);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 4, available: 4 });
  });

  it('makes one refund and one credit per voucher when the same refund is sent 10 times at once, balances exact', async () => {
    const code = await cardOf(1000);
    const { customer } = await cartOf(1, 3000);
    await creditOf(customer.userId, 500);
    const started = await checkout(customer, { giftCardCode: code, useStoreCredit: true });
    const order = (await getShopOrder(started.body.orderId))!;
    expect(order.vouchers).toEqual([{ method: 'giftCard', amountPence: 1000, giftCardCode: code }, { method: 'storeCredit', amountPence: 500 }]);
    expect((await payPage(order.paymentSessionId))?.webhook.body.result).toBe('handled');
    const requestId = ulid();

    const results = await times(N, () => refundOrder(order.id, { requestId }));

    for (const result of results) expect([200, 409]).toContain(result.status);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const result of ok) expect(result.body.refunds).toEqual([expect.objectContaining({ requestId, amountPence: 3000 })]);
    const after = (await getShopOrder(order.id))!;
    expect(after).toMatchObject({ status: 'Refunded', refundedPence: 3000 });
    expect(after.refunds[0]!.payments).toEqual([
      { method: 'online', amountPence: 1500, reference: expect.any(String) },
      { method: 'storeCredit', amountPence: 500 },
      { method: 'giftCard', amountPence: 1000, giftCardCode: code },
    ]);
    expect(await providerBooks(SHOP_ORDER_PURPOSE, [order.id])).toMatchObject({ paidPence: 1500, refundedPence: 1500, refundCount: 1 });
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(1000);
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(500);
    for (const ref of [{ kind: 'giftCard', code } as const, { kind: 'storeCredit', userId: customer.userId } as const]) {
      expect((await readLedger(ref)).entries.filter((e) => e.kind === 'refunded')).toHaveLength(1);
    }
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });

  it("puts the whole refund onto the customer's store credit when they choose it: no provider, one credit for ten requests at once, the card's part still there for a later refund (decision 379)", async () => {
    const code = await cardOf(1000);
    const { product, customer } = await cartOf(3, 1000);
    const started = await checkout(customer, { giftCardCode: code });
    const order = (await getShopOrder(started.body.orderId))!;
    expect((await payPage(order.paymentSessionId))?.webhook.body.result).toBe('handled');
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(0);
    const requestId = ulid();

    const results = await times(N, () => refundOrder(order.id, { requestId, lines: { [product.id]: 2 }, toStoreCredit: true }));

    for (const result of results) expect([200, 409]).toContain(result.status);
    expect(results.some((r) => r.status === 200)).toBe(true);
    const after = (await getShopOrder(order.id))!;
    expect(after).toMatchObject({ status: 'Paid', refundedPence: 2000 });
    expect(after.refunds).toEqual([expect.objectContaining({ requestId, amountPence: 2000, payments: [{ method: 'storeCredit', amountPence: 2000 }], toStoreCredit: true })]);
    expect(await providerBooks(SHOP_ORDER_PURPOSE, [order.id])).toMatchObject({ paidPence: 2000, refundedPence: 0, refundCount: 0 });
    expect(await ledgerAgrees({ kind: 'storeCredit', userId: customer.userId })).toBe(2000);
    expect((await readLedger({ kind: 'storeCredit', userId: customer.userId })).entries).toMatchObject([{ kind: 'credited', amountPence: 2000, key: `order:${order.id}:refund:1`, source: { type: 'online-order', id: order.id } }]);
    expect(await ledgerAgrees({ kind: 'giftCard', code })).toBe(0);
    expect(await creditNotesOf(order.id)).toMatchObject([{ totalPence: 2000, refunds: [{ method: 'storeCredit', amountPence: 2000 }] }]);
    expect(await getProduct(product.id, true)).toMatchObject({ onHand: 4 });
    await bus.drain();
    const [email] = await emailsTo(customer.person.email, 'order-refunded');
    expect(email!.text).toContain('We have refunded £20.00 as store credit on your account, as you asked.');

    // The last unit goes back the till's way: the card's £20.00 is untouched, so all £10.00 to the card.
    const rest = await refundOrder(order.id, {});
    expect(rest.body).toMatchObject({ status: 'Refunded', refundedPence: 3000 });
    expect(rest.body.refunds[1].payments).toEqual([{ method: 'online', amountPence: 1000, reference: expect.any(String) }]);
    expect(rest.body.refunds[1].toStoreCredit).toBeUndefined();
  });
});
