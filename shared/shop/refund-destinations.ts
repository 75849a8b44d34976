// Where an online order's refund went, in words (decision 377): "£12.00 to the card, £8.00 back onto
// gift card ••••-WXYZ" for staff, "to your card" for the customer's page and email.
import { maskedGiftCardCode } from '../gift-cards/code';
import { formatPence } from '../money';
import type { OrderRefund, OrderRefundPayment } from '../schemas/shop/order';

/** The refund's parts; a refund made before they were recorded went all to the card. */
export function refundParts(refund: Pick<OrderRefund, 'amountPence' | 'payments'>): OrderRefundPayment[] {
  return refund.payments ?? [{ method: 'online', amountPence: refund.amountPence }];
}

export function refundDestinations(payments: readonly OrderRefundPayment[], whose: 'the' | 'your'): string {
  const where = (p: OrderRefundPayment) =>
    p.method === 'online' ? `to ${whose} card` : p.method === 'giftCard' ? `back onto ${whose === 'your' ? 'your ' : ''}gift card ${maskedGiftCardCode(p.giftCardCode ?? '')}` : `back onto ${whose === 'your' ? 'your ' : ''}store credit`;
  return payments.map((p) => `${formatPence(p.amountPence)} ${where(p)}`).join(', ');
}
