// Starting a checkout (decision 133): the cart priced afresh, a changed price shown before paying
// (409 until the customer accepts the new total), the page claimed (one per cart, decision 231), the
// provider's hosted page made, then ONE transaction writes the order (Pending payment), holds every
// line's stock for 30 minutes, takes what a gift card or store credit pays of it (decision 346) and
// records the page. An order they cover in full opens no page: the same transaction, claimed by its
// cart and choice instead of a page, then the order paid at once.
import { ulid } from 'ulid';
import { orderLineFigures } from '../../shared/sales/online-order-lines';
import {
  CHECKOUT_HOLD_MINUTES,
  DELIVERY_FEE_PENCE,
  type CheckoutRequest,
  type Order,
  type OrderLine,
} from '../../shared/schemas/shop/order';
import type { CartView, OrderReward, OrderVoucher } from '../../shared/schemas/shop/order';
import { pageOpenedItems, type PaymentIntent } from '../data/payment-intents';
import { getUserById } from '../data/users';
import { listUnits } from '../data/stock';
import { getShopOrder, newOrderItem } from '../data/shop-orders';
import { TransactionCancelledError } from '../data/transact';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { latestClaim, openOnePage, PAGE_BEING_PREPARED } from '../payments/one-payment-page';
import { closePage, openPageAtProvider } from '../payments/provider-moves';
import { rewardForOrder, writeOrder } from '../rewards/order-redemption';
import { announceSalesDocuments } from '../reports/announce-documents';
import { commitWithRetries } from '../data/transact';
import { coveredCheckoutItem, getCoveredCheckout } from '../data/covered-checkouts';
import { VOUCHER_SHORT } from '../gift-cards/tender';
import { paidOrder } from './order-payments';
import { orderVouchers, voucherChoiceKey, voucherTakingItems } from './order-vouchers';
import { scheduler } from '../scheduling/scheduler';
import { reserve } from '../data/stock-ledger';
import type { TransactItem } from '../data/transact';
import { OutOfStockError, stockFailure } from '../stock/stock-ledger';
import { stockMessage, viewCart } from './cart';
import { SHOP_ORDER_PURPOSE } from './payment-purpose';

/** A page with less of its hold left than this is not given again: a new checkout starts. */
const REUSE_MARGIN_MS = 5 * 60_000;

export const PRICES_CHANGED_MESSAGE = 'Prices have changed since you added these items. Check the new total before paying.';

export async function startCheckout(userId: string, request: CheckoutRequest, siteOrigin: string, now: Date): Promise<{ orderId: string; paymentUrl: string }> {
  const [{ cart, view, products }, user] = await Promise.all([viewCart(userId), getUserById(userId)]);
  if (!view.lines.length) throw new BadRequestError('Your cart is empty');
  for (const line of view.lines) {
    if (line.quantity > line.available) throw new ConflictError(`${line.name}: ${stockMessage(line.available)}`, { productId: line.productId });
  }
  const deliveryPence = request.fulfilment === 'delivery' ? DELIVERY_FEE_PENCE : 0;
  const reward = request.rewardId ? await rewardForOrder(userId, request.rewardId, view.subtotalPence + deliveryPence) : undefined;
  const totalPence = view.subtotalPence + deliveryPence - (reward?.discountPence ?? 0);
  if (view.priceChanged && request.acceptedTotalPence !== totalPence) {
    throw new ConflictError(PRICES_CHANGED_MESSAGE, { cart: view, totalPence });
  }
  // One page per cart as it stands (decision 231): a double-tapped Pay, or ten, claims one key and
  // gets the one order and page; a cart changed since is another key, and so is a checkout of the
  // same cart after its order ended (cancelled, expired or paid), or with another gift card choice.
  const base = `cart:${userId}:${cart.updatedAt}${voucherChoiceKey(request)}`;
  let vouchers: OrderVoucher[];
  try {
    vouchers = await orderVouchers(userId, request, totalPence);
  } catch (error) {
    // A twin of this Pay that has just spent the card or credit: its order is this one's answer.
    const twin = error instanceof ConflictError && voucherChoiceKey(request) ? await twinsCheckout(base, siteOrigin) : null;
    if (twin) return twin;
    throw error;
  }
  const cardPence = totalPence - vouchers.reduce((sum, v) => sum + v.amountPence, 0);

  const lines: OrderLine[] = [];
  for (const line of view.lines) {
    const product = products.get(line.productId)!;
    // A serialised product sells particular units: take the first ones available now; if another
    // checkout takes one first, the hold's condition refuses it and the customer is told.
    const unitIds = product.serialised
      ? (await listUnits(product.id, true)).filter((u) => u.state === 'available').slice(0, line.quantity).map((u) => u.unitId)
      : [];
    if (product.serialised && unitIds.length < line.quantity) throw new ConflictError(`${line.name}: ${stockMessage(unitIds.length)}`, { productId: line.productId });
    lines.push({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      unitPricePence: product.pricePence,
      quantity: line.quantity,
      unitIds,
      refundedQuantity: 0,
      ...(product.vatTreatment ? { vatTreatment: product.vatTreatment } : {}),
      ...(product.vatTreatment === 'margin' ? { marginCostPence: product.secondHandPurchasePence ?? 0 } : {}),
    });
  }

  const draft = { userId, user, request, view, lines, deliveryPence, reward, vouchers, totalPence, siteOrigin, now };
  if (cardPence === 0) return placeCoveredOrder(base, draft);
  return openOnePage({
    base,
    from: 1,
    now,
    draft: () => ({ kind: 'page', purpose: SHOP_ORDER_PURPOSE, reference: ulid(now.getTime()), amountPence: cardPence, currency: 'gbp', owner: userId }),
    usable: async (intent) => {
      const order = await getShopOrder(intent.reference);
      return order?.status === 'Pending payment' && new Date(order.holdExpiresAt).getTime() - now.getTime() > REUSE_MARGIN_MS;
    },
    answer: async (intent) => ({ orderId: intent.reference, paymentUrl: intent.page.url }),
    open: (intent) => openOrder(intent, draft),
  });
}

interface OrderDraft {
  userId: string;
  user: Awaited<ReturnType<typeof getUserById>>;
  request: CheckoutRequest;
  view: CartView;
  lines: OrderLine[];
  deliveryPence: number;
  reward: OrderReward | undefined;
  vouchers: OrderVoucher[];
  totalPence: number;
  siteOrigin: string;
  now: Date;
}

/** The order as it is written, Pending payment, with the page that takes what is left to pay (none when covered). */
function pendingOrder(orderId: string, draft: OrderDraft, holdExpiresAt: Date, page: { sessionId: string; url: string }): Order {
  const { userId, user, request, view, lines, deliveryPence, reward, vouchers, totalPence, siteOrigin, now } = draft;
  const at = now.toISOString();
  return {
    id: orderId,
    userId,
    email: user?.email ?? '',
    firstName: user?.firstName ?? 'there',
    status: 'Pending payment',
    fulfilment: request.fulfilment,
    address: request.fulfilment === 'delivery' ? request.address : undefined,
    lines,
    goodsPence: view.subtotalPence,
    deliveryPence,
    totalPence,
    vatPence: orderLineFigures(lines, deliveryPence, reward?.discountPence ?? 0).vat.vatPence,
    ...(reward ? { reward } : {}),
    ...(vouchers.length ? { vouchers } : {}),
    refundedPence: 0,
    refunds: [],
    holdExpiresAt: holdExpiresAt.toISOString(),
    paymentSessionId: page.sessionId,
    paymentUrl: page.url,
    paymentFailures: 0,
    history: [{ status: 'Pending payment', at, by: 'Customer' }],
    siteOrigin,
    createdAt: at,
    updatedAt: at,
  };
}

/** The order, its holds and its vouchers' takings; `refused` names what refused the transaction (as a 409), or null. */
function orderItems(order: Order, holdExpiresAt: Date): { items: TransactItem[]; refused: (error: unknown) => Error | null } {
  const stock = order.lines.flatMap((line) => reserve({ holdId: order.id, productId: line.productId, quantity: line.quantity, unitId: line.unitIds[0], expiresAt: holdExpiresAt }));
  const taking = voucherTakingItems(order, 1 + stock.length);
  const items = [newOrderItem(order), ...stock, ...taking.items];
  return {
    items,
    refused: (error) => {
      if (error instanceof TransactionCancelledError && taking.short((i) => error.conditionFailedAt(i))) return new ConflictError(VOUCHER_SHORT);
      const failure = stockFailure(items, error);
      if (failure instanceof OutOfStockError) {
        const name = order.lines.find((l) => l.productId === failure.productId)?.name ?? 'An item';
        return new ConflictError(`${name}: Sorry, this item has just sold out`, { productId: failure.productId });
      }
      return failure ?? null;
    },
  };
}

/** The claimant's work: the provider's page under the intent's key, then the order, its holds and the page's record in one transaction. */
async function openOrder(intent: PaymentIntent, draft: OrderDraft): Promise<{ orderId: string; paymentUrl: string }> {
  const { lines, deliveryPence, reward, vouchers, siteOrigin, user, now } = draft;
  const orderId = intent.reference;
  const holdExpiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  const session = await openPageAtProvider(intent, {
    // A reward's discount or a gift card's part makes the order one line of what is left: hosted pages take no negative lines.
    lines:
      reward || vouchers.length
        ? [{ name: `Order ${orderId} (${[reward?.name, ...vouchers.map((v) => (v.method === 'giftCard' ? 'gift card' : 'store credit'))].filter(Boolean).join(', ')} applied)`, unitAmountPence: intent.amountPence, quantity: 1 }]
        : [
            ...lines.map((line) => ({ name: line.name, unitAmountPence: line.unitPricePence, quantity: line.quantity })),
            ...(deliveryPence ? [{ name: 'Royal Mail Tracked delivery', unitAmountPence: deliveryPence, quantity: 1 }] : []),
          ],
    customerEmail: user?.email,
    successUrl: `${siteOrigin}/payment-success?order=${orderId}`,
    cancelUrl: `${siteOrigin}/shop/checkout?cancelled=${orderId}`,
    // Stripe takes 30 minutes at the least; a payment in the last 2 minutes after the hold lapsed is
    // honoured if the stock is still there, refunded if not (order-payments.ts).
    expiresAt: new Date(holdExpiresAt.getTime() + 2 * 60_000),
  });
  const order = pendingOrder(orderId, draft, holdExpiresAt, { sessionId: session.sessionId, url: session.url });
  const { items, refused } = orderItems(order, holdExpiresAt);
  const pageItems = pageOpenedItems(intent, session, now);
  try {
    // The page's record follows the order's items: its failed condition means the claim was given up meanwhile.
    await writeOrder([...items, ...pageItems], order, now);
  } catch (error) {
    await closePage(session.sessionId);
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(items.length)) throw new ConflictError(PAGE_BEING_PREPARED);
    throw refused(error) ?? error;
  }
  await scheduler.scheduleOnce(`release-${orderId}`, holdExpiresAt, { kind: 'release-checkout', orderId });
  return { orderId, paymentUrl: session.url };
}

/** The order (and its page, if any) a twin of this checkout with the same cart and voucher choice made. */
async function twinsCheckout(base: string, siteOrigin: string): Promise<{ orderId: string; paymentUrl: string } | null> {
  const covered = await twinsOrder(base);
  if (covered) return { orderId: covered, paymentUrl: `${siteOrigin}/payment-success?order=${covered}` };
  const latest = await latestClaim(base);
  if (latest?.state !== 'done' || !latest.page) return null;
  const order = await getShopOrder(latest.reference);
  return order?.status === 'Pending payment' ? { orderId: latest.reference, paymentUrl: latest.page.url } : null;
}

/** The order a twin of this checkout placed, read again while the twin may still be committing. */
async function twinsOrder(base: string): Promise<string | null> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const made = await getCoveredCheckout(base);
    if (made) return made;
    await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
  }
  return null;
}

/**
 * An order gift cards or store credit pay in full (decision 346): no page. The order, its holds and
 * takings are written with the claim of its cart and choice (a double-tapped Pay makes one order),
 * then it is paid as the webhook pays one, invoice and email included. Should that second step not
 * happen, the order stays Pending payment and its release gives everything back.
 */
async function placeCoveredOrder(base: string, draft: OrderDraft): Promise<{ orderId: string; paymentUrl: string }> {
  const { now, siteOrigin } = draft;
  const answer = (orderId: string) => ({ orderId, paymentUrl: `${siteOrigin}/payment-success?order=${orderId}` });
  const earlier = await getCoveredCheckout(base);
  if (earlier) return answer(earlier);
  const orderId = ulid(now.getTime());
  const holdExpiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  const order = pendingOrder(orderId, draft, holdExpiresAt, { sessionId: '', url: '' });
  const { items, refused } = orderItems(order, holdExpiresAt);
  try {
    // The claim follows the order's items, so their indexes are orderItems' own.
    await writeOrder([...items, coveredCheckoutItem(base, orderId, now)], order, now);
  } catch (error) {
    // The same Pay sent at once: a twin's transaction may refuse ours on the claim, on the vouchers it
    // has just spent or as a conflict while it commits, so the twin's order is looked for before any refusal.
    if (error instanceof TransactionCancelledError) {
      const made = await twinsOrder(base);
      if (made) return answer(made);
    }
    throw refused(error) ?? error;
  }
  await scheduler.scheduleOnce(`release-${orderId}`, holdExpiresAt, { kind: 'release-checkout', orderId });
  const outcome = await commitWithRetries(async () => {
    const pending = (await getShopOrder(orderId))!;
    if (pending.status !== 'Pending payment') return { items: [], retryable: [], result: null };
    const paid = await paidOrder(pending, undefined, now);
    return { items: paid.items, retryable: paid.retryable ?? [], result: paid };
  });
  if (outcome) {
    await announceSalesDocuments(outcome.documents ?? []);
    await outcome.afterCommit?.();
  }
  return answer(orderId);
}
