// Ends an unpaid checkout: on expiry (the scheduler, 30 minutes on), when the customer cancels on the
// payment page or comes back from it. The order becomes Cancelled and its holds are released in one
// transaction, conditional on the order still Pending payment, so it happens once.
import type { Order } from '../../shared/schemas/shop/order';
import { getShopOrder } from '../data/shop-orders';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { logger } from '../lib/logger';
import { paymentProvider } from '../payments/provider';
import { releaseItems } from './release-items';

/** Answers the order as it is afterwards. */
export async function releaseCheckout(orderId: string, now: Date, why: 'expired' | 'cancelled'): Promise<Order | null> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const order = await getShopOrder(orderId);
    if (!order || order.status !== 'Pending payment') return order;
    if (why === 'expired' && new Date(order.holdExpiresAt) > now) return order;
    // Close the hosted page first, so no payment can start once the stock is given back.
    // An order gift cards covered in full has no page (decision 346).
    if (order.paymentSessionId) await paymentProvider.expireCheckout(order.paymentSessionId).catch((error: unknown) => logger.warn('Could not expire the checkout session', { error: error as Error }));
    try {
      await transactWrite(releaseItems(order, now, why === 'expired' ? 'Reservation expired' : 'Customer'));
      return { ...order, status: 'Cancelled' };
    } catch (error) {
      // Paid (or released) meanwhile: read it again and see.
      if (!(error instanceof TransactionCancelledError)) throw error;
    }
  }
  return getShopOrder(orderId);
}
