// How the back office names a gift card's state and a ledger entry (decision 341).
import type { GiftCard, VoucherEntry } from '../../../../../shared/schemas/gift-cards/gift-card';

export type GiftCardStatus = 'Unused' | 'Part used' | 'Used up';

export function giftCardStatus(card: Pick<GiftCard, 'initialPence' | 'balancePence'>): GiftCardStatus {
  if (card.balancePence <= 0) return 'Used up';
  return card.balancePence >= card.initialPence ? 'Unused' : 'Part used';
}

export const ENTRY_KINDS: Record<VoucherEntry['kind'], string> = { issued: 'Issued', redeemed: 'Spent', refunded: 'Refunded onto it', credited: 'Refund as store credit', released: 'Online hold released' };

/** What caused an entry, and the sale it links to when it was the till's. */
export function entryCause(entry: Pick<VoucherEntry, 'source'>): { text: string; saleId?: string } {
  const { type, id } = entry.source;
  if (type === 'till-sale') return { text: 'Till sale', saleId: id };
  if (type === 'till-refund') return { text: 'Till refund', saleId: id };
  if (type === 'gift-card-sale') return { text: 'Card sold' };
  return { text: `Online order ${id}` };
}
