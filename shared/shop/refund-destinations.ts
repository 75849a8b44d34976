// Where an online order's refund went, in words (decision 377): "£12.00 to the card, £8.00 back onto
// gift card ••••-WXYZ" for staff, "to your card" for the customer's page and email; "£20.00 as store
// credit" when the customer chose it instead (decision 379).
import { maskedGiftCardCode } from '../gift-cards/code';
import { formatPence } from '../money';
import type { OrderRefund, OrderRefundPayment } from '../schemas/shop/order';

/** The refund's parts; a refund made before they were recorded went all to the card. */
export function refundParts(refund: Pick<OrderRefund, 'amountPence' | 'payments'>): OrderRefundPayment[] {
  return refund.payments ?? [{ method: 'online', amountPence: refund.amountPence }];
}

export function refundDestinations(refund: Pick<OrderRefund, 'amountPence' | 'payments' | 'toStoreCredit'>, whose: 'the' | 'your'): string {
  const onto = whose === 'your' ? 'your ' : '';
  const where = (p: OrderRefundPayment) => {
    if (refund.toStoreCredit) return 'as store credit';
    if (p.method === 'online') return `to ${whose} card`;
    return p.method === 'giftCard' ? `back onto ${onto}gift card ${maskedGiftCardCode(p.giftCardCode ?? '')}` : `back onto ${onto}store credit`;
  };
  return refundParts(refund).map((p) => `${formatPence(p.amountPence)} ${where(p)}`).join(', ');
}
