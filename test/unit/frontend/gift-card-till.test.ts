// The till's and back office's arithmetic and names for gift cards and store credit (decision 341).
import { describe, expect, it } from 'vitest';
import { entryCause, giftCardStatus } from '../../../frontend/src/features/admin-gift-cards/utils/ledger';
import { giftCardAmount, voucherDefaultPence, voucherProblem } from '../../../frontend/src/features/till-counter/utils/vouchers';
import { tenderName } from '../../../shared/sales/tender-names';

describe('a voucher tender at the till', () => {
  it('takes all the balance when it is less than what is left to pay, else what is left', () => {
    expect(voucherDefaultPence(1500, 4000)).toBe(1500);
    expect(voucherDefaultPence(5000, 1234)).toBe(1234);
    expect(voucherDefaultPence(5000, -100)).toBe(0);
  });

  it('refuses more than the balance and an unchecked card, and lets nothing through unasked', () => {
    expect(voucherProblem('gift card', 2001, 2000)).toBe('The gift card has only £20.00');
    expect(voucherProblem('store credit', 100, 0)).toBe('The store credit has only £0.00');
    expect(voucherProblem('gift card', 500, null)).toBe('Check the gift card’s balance first');
    expect(voucherProblem('gift card', 2000, 2000)).toBeNull();
    expect(voucherProblem('gift card', 0, null)).toBeNull();
  });
});

describe('the amount of a gift card sold at the till', () => {
  it('reads whole pounds from £5 to £500', () => {
    expect(giftCardAmount('25')).toEqual({ pence: 2500 });
    expect(giftCardAmount('£500.00')).toEqual({ pence: 50_000 });
  });

  it('refuses pence, too little, too much, nothing and words with the server’s messages', () => {
    expect(giftCardAmount('12.50')).toEqual({ error: 'A gift card is a whole number of pounds' });
    expect(giftCardAmount('4')).toEqual({ error: 'A gift card must be at least £5.00' });
    expect(giftCardAmount('501')).toEqual({ error: 'A gift card must be at most £500.00' });
    expect(giftCardAmount('')).toEqual({ error: 'Choose an amount' });
    expect('error' in giftCardAmount('ten')).toBe(true);
  });
});

describe('gift cards and ledgers in the back office', () => {
  it('names a card unused, part used or used up by its balance', () => {
    expect(giftCardStatus({ initialPence: 2500, balancePence: 2500 })).toBe('Unused');
    expect(giftCardStatus({ initialPence: 2500, balancePence: 1 })).toBe('Part used');
    expect(giftCardStatus({ initialPence: 2500, balancePence: 0 })).toBe('Used up');
  });

  it('links a till sale’s and a till refund’s entries to the sale', () => {
    expect(entryCause({ source: { type: 'till-sale', id: 'S1' } })).toEqual({ text: 'Till sale', saleId: 'S1' });
    expect(entryCause({ source: { type: 'till-refund', id: 'S2' } })).toEqual({ text: 'Till refund', saleId: 'S2' });
    expect(entryCause({ source: { type: 'gift-card-sale', id: 'K' } })).toEqual({ text: 'Card sold' });
  });
});

describe('tender names on receipts and credit notes', () => {
  it('names a gift card by its last four only, and store credit plainly', () => {
    expect(tenderName({ method: 'giftCard', giftCardCode: '7K3M9QXA2B4CWXYZ' })).toBe('Gift card ••••-WXYZ');
    expect(tenderName({ method: 'storeCredit' })).toBe('Store credit');
    expect(tenderName({ method: 'online' })).toBe('Card (online)');
    expect(tenderName({ method: 'card', terminal: { paymentKey: 'k', providerPaymentId: 'pi_1', readerLabel: 'Counter reader' } })).toBe('Card (terminal)');
    expect(tenderName({ method: 'card' })).toBe('Card');
  });
});
