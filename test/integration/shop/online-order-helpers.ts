// Helpers for tests that need paid online orders: a customer checks out their cart, and the local
// payment page's signed event is sent to the webhook (as often as a test likes: replays).
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { getShopOrder } from '../../../functions/data/shop-orders';
import { getLocalSession } from '../../../functions/data/local-payments';
import { localEvent, type LocalPaymentAction } from '../../../functions/payments/local-events';
import { invoke } from '../../support/invoke';
import { signedInCustomer, type SignedIn } from '../bookings/booking-helpers';

export const DELIVERY_ADDRESS = { name: 'Aoife Byrne', line1: '12 Botanic Avenue', city: 'Belfast', postcode: 'BT7 1JQ' };

/** A signed-in customer who has checked out `quantity` of a product (delivery, or click and collect). */
export async function placeOrder(productId: string, quantity: number, fulfilment: 'delivery' | 'collect' = 'collect'): Promise<{ customer: SignedIn; orderId: string }> {
  const customer = await signedInCustomer();
  const added = await invoke(shopRoutes.setCartLine, { params: { id: productId }, body: { quantity }, ...customer.cookies });
  if (added.status !== 200) throw new Error(`Add to cart failed: ${JSON.stringify(added.body)}`);
  const body = fulfilment === 'delivery' ? { fulfilment, address: DELIVERY_ADDRESS } : { fulfilment };
  const started = await invoke(shopRoutes.startCheckout, { body, ...customer.cookies, headers: { origin: 'http://localhost:5173' } });
  if (started.status !== 201 && started.status !== 200) throw new Error(`Checkout failed: ${JSON.stringify(started.body)}`);
  return { customer, orderId: started.body.orderId };
}

/** The payment page's signed event for an order; `send` delivers it to the webhook (call it again to replay). */
export async function paymentFor(orderId: string, action: LocalPaymentAction = 'pay') {
  const order = (await getShopOrder(orderId))!;
  const session = (await getLocalSession(order.paymentSessionId))!;
  const event = localEvent(session, action, `pi_local_${ulid()}`);
  return { orderId, event, send: () => invoke(shopRoutes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature } }) };
}
