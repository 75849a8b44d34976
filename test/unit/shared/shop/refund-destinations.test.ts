// Where an online order's refund went, in the words staff and the customer read (decision 377).
import { describe, expect, it } from 'vitest';
import { refundDestinations, refundParts } from '../../../../shared/shop/refund-destinations';

const parts = [
  { method: 'online' as const, amountPence: 1200, reference: 'pi_1' },
  { method: 'giftCard' as const, amountPence: 800, giftCardCode: '7K3M9QXAB2CDWXYZ' },
  { method: 'storeCredit' as const, amountPence: 250 },
];

describe('refund destinations', () => {
  it('names the card, the gift card by its last four and the store credit for staff', () => {
    expect(refundDestinations({ amountPence: 2250, payments: parts }, 'the')).toBe('£12.00 to the card, £8.00 back onto gift card ••••-WXYZ, £2.50 back onto store credit');
  });

  it("says 'your' to the customer", () => {
    expect(refundDestinations({ amountPence: 2250, payments: parts }, 'your')).toBe('£12.00 to your card, £8.00 back onto your gift card ••••-WXYZ, £2.50 back onto your store credit');
  });

  it('says store credit the customer chose is store credit, for staff and the customer (decision 379)', () => {
    const chosen = { amountPence: 2000, payments: [{ method: 'storeCredit' as const, amountPence: 2000 }], toStoreCredit: true };
    expect(refundDestinations(chosen, 'the')).toBe('£20.00 as store credit');
    expect(refundDestinations(chosen, 'your')).toBe('£20.00 as store credit');
  });

  it('reads a refund made before its parts were recorded as all to the card', () => {
    expect(refundParts({ amountPence: 2999 })).toEqual([{ method: 'online', amountPence: 2999 }]);
    expect(refundDestinations({ amountPence: 2999 }, 'your')).toBe('£29.99 to your card');
  });
});
