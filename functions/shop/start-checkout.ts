// Starting a checkout (decision 133): the cart priced afresh, a changed price shown before paying
// (409 until the customer accepts the new total), the page claimed (one per cart, decision 231), the
// provider's hosted page made, then ONE transaction writes the order (Pending payment), holds every
// line's stock for 30 minutes and records the page.
import { ulid } from 'ulid';
import { orderLineFigures } from '../../shared/sales/online-order-lines';
import {
  CHECKOUT_HOLD_MINUTES,
  DELIVERY_FEE_PENCE,
  type CheckoutRequest,
  type Order,
  type OrderLine,
} from '../../shared/schemas/shop/order';
import type { CartView, OrderReward } from '../../shared/schemas/shop/order';
import { pageOpenedItems, type PaymentIntent } from '../data/payment-intents';
import { getUserById } from '../data/users';
import { listUnits } from '../data/stock';
import { getShopOrder, newOrderItem } from '../data/shop-orders';
import { TransactionCancelledError } from '../data/transact';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { openOnePage, PAGE_BEING_PREPARED } from '../payments/one-payment-page';
import { closePage, openPageAtProvider } from '../payments/provider-moves';
import { rewardForOrder, writeOrder } from '../rewards/order-redemption';
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

  // One page per cart as it stands (decision 231): a double-tapped Pay, or ten, claims one key and
  // gets the one order and page; a cart changed since is another key, and so is a checkout of the
  // same cart after its order ended (cancelled, expired or paid).
  return openOnePage({
    base: `cart:${userId}:${cart.updatedAt}`,
    from: 1,
    now,
    draft: () => ({ kind: 'page', purpose: SHOP_ORDER_PURPOSE, reference: ulid(now.getTime()), amountPence: totalPence, currency: 'gbp', owner: userId }),
    usable: async (intent) => {
      const order = await getShopOrder(intent.reference);
      return order?.status === 'Pending payment' && new Date(order.holdExpiresAt).getTime() - now.getTime() > REUSE_MARGIN_MS;
    },
    answer: async (intent) => ({ orderId: intent.reference, paymentUrl: intent.page.url }),
    open: (intent) => openOrder(intent, { userId, user, request, view, lines, deliveryPence, reward, totalPence, siteOrigin, now }),
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
  totalPence: number;
  siteOrigin: string;
  now: Date;
}

/** The claimant's work: the provider's page under the intent's key, then the order, its holds and the page's record in one transaction. */
async function openOrder(intent: PaymentIntent, draft: OrderDraft): Promise<{ orderId: string; paymentUrl: string }> {
  const { userId, user, request, view, lines, deliveryPence, reward, totalPence, siteOrigin, now } = draft;
  const orderId = intent.reference;
  const holdExpiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  const session = await openPageAtProvider(intent, {
    // A reward's discount makes the order one line of its total: hosted pages take no negative lines.
    lines: reward
      ? [{ name: `Order ${orderId} (${reward.name} applied)`, unitAmountPence: totalPence, quantity: 1 }]
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
  const at = now.toISOString();
  const order: Order = {
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
    refundedPence: 0,
    refunds: [],
    holdExpiresAt: holdExpiresAt.toISOString(),
    paymentSessionId: session.sessionId,
    paymentUrl: session.url,
    paymentFailures: 0,
    history: [{ status: 'Pending payment', at, by: 'Customer' }],
    siteOrigin,
    createdAt: at,
    updatedAt: at,
  };
  const items: TransactItem[] = [
    newOrderItem(order),
    ...lines.flatMap((line) => reserve({ holdId: orderId, productId: line.productId, quantity: line.quantity, unitId: line.unitIds[0], expiresAt: holdExpiresAt })),
  ];
  const pageItems = pageOpenedItems(intent, session, now);
  try {
    // The page's record follows the order's items: its failed condition means the claim was given up meanwhile.
    await writeOrder([...items, ...pageItems], order, now);
  } catch (error) {
    await closePage(session.sessionId);
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(items.length)) throw new ConflictError(PAGE_BEING_PREPARED);
    const failure = stockFailure(items, error);
    if (failure instanceof OutOfStockError) {
      const name = lines.find((l) => l.productId === failure.productId)?.name ?? 'An item';
      throw new ConflictError(`${name}: Sorry, this item has just sold out`, { productId: failure.productId });
    }
    throw failure ?? error;
  }
  await scheduler.scheduleOnce(`release-${orderId}`, holdExpiresAt, { kind: 'release-checkout', orderId });
  return { orderId, paymentUrl: session.url };
}
