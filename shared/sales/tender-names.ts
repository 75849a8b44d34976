// What receipts, credit notes and the sales pages call each way of paying or refunding; a gift card
// by its last four only (decision 300), never its whole code; a reader's card payment as "Card (terminal)".
import { maskedGiftCardCode } from '../gift-cards/code';
import type { Payment } from '../schemas/sales/fields';

export const TENDER_NAMES: Record<Payment['method'], string> = { cash: 'Cash', card: 'Card', online: 'Card (online)', giftCard: 'Gift card', storeCredit: 'Store credit' };

/** A card payment taken on a registered reader is named as the Z report names it (decision 283). */
export function tenderName(payment: Pick<Payment, 'method' | 'giftCardCode' | 'terminal'>): string {
  if (payment.giftCardCode) return `${TENDER_NAMES.giftCard} ${maskedGiftCardCode(payment.giftCardCode)}`;
  return payment.terminal ? 'Card (terminal)' : TENDER_NAMES[payment.method];
}
