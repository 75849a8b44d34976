// Starting a checkout (decision 133): the cart priced afresh, a changed price shown before paying
// (409 until the customer accepts the new total), the provider's hosted page made, then ONE
// transaction writes the order (Pending payment) and holds every line's stock for 30 minutes.
import { ulid } from 'ulid';
import {
  CHECKOUT_HOLD_MINUTES,
  DELIVERY_FEE_PENCE,
  vatIncluded,
  type CheckoutRequest,
  type Order,
  type OrderLine,
} from '../../shared/schemas/shop/order';
import { getUserById } from '../data/users';
import { listUnits } from '../data/stock';
import { newOrderItem } from '../data/shop-orders';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { paymentProvider } from '../payments/provider';
import { rewardForOrder, writeOrder } from '../rewards/order-redemption';
import { scheduler } from '../scheduling/scheduler';
import { OutOfStockError, reserve, stockFailure, type TransactItem } from '../stock/stock-ledger';
import { stockMessage, viewCart } from './cart';
import { SHOP_ORDER_PURPOSE } from './payment-purpose';

export const PRICES_CHANGED_MESSAGE = 'Prices have changed since you added these items. Check the new total before paying.';

export async function startCheckout(userId: string, request: CheckoutRequest, siteOrigin: string, now: Date): Promise<{ orderId: string; paymentUrl: string }> {
  const [{ view, products }, user] = await Promise.all([viewCart(userId), getUserById(userId)]);
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
    lines.push({ productId: product.id, name: product.name, sku: product.sku, unitPricePence: product.pricePence, quantity: line.quantity, unitIds, refundedQuantity: 0 });
  }

  const orderId = ulid(now.getTime());
  const holdExpiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  const session = await paymentProvider.createCheckout({
    purpose: SHOP_ORDER_PURPOSE,
    reference: orderId,
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
    vatPence: vatIncluded(totalPence),
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
  try {
    await writeOrder(items, order, now);
  } catch (error) {
    const failure = stockFailure(items, error);
    await paymentProvider.expireCheckout(session.sessionId).catch((e: unknown) => logger.warn('Could not expire an unused checkout', { error: e as Error }));
    if (failure instanceof OutOfStockError) {
      const name = lines.find((l) => l.productId === failure.productId)?.name ?? 'An item';
      throw new ConflictError(`${name}: Sorry, this item has just sold out`, { productId: failure.productId });
    }
    throw failure ?? error;
  }
  await scheduler.scheduleOnce(`release-${orderId}`, holdExpiresAt, { kind: 'release-checkout', orderId });
  return { orderId, paymentUrl: session.url };
}
