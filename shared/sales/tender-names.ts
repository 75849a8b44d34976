// What receipts, credit notes and the sales pages call each way of paying or refunding; a gift card
// by its last four only (decision 300), never its whole code.
import { maskedGiftCardCode } from '../gift-cards/code';
import type { Payment } from '../schemas/sales/fields';

export const TENDER_NAMES: Record<Payment['method'], string> = { cash: 'Cash', card: 'Card', online: 'Card (online)', giftCard: 'Gift card', storeCredit: 'Store credit' };

export function tenderName(payment: Pick<Payment, 'method' | 'giftCardCode'>): string {
  return payment.giftCardCode ? `${TENDER_NAMES.giftCard} ${maskedGiftCardCode(payment.giftCardCode)}` : TENDER_NAMES[payment.method];
}
