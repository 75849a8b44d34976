// The shop checkout's gift card and store credit arithmetic (decision 346).
import { describe, expect, it } from 'vitest';
import { noVouchers, voucherParts, type VoucherChoice } from '../../../frontend/src/features/shop-checkout/utils/vouchers';

const card = (balancePence: number, amount: string | null = null): VoucherChoice => ({
  ...noVouchers,
  code: 'ABCD-EFGH-JKMN-PQRS',
  checked: { code: 'ABCDEFGHJKMNPQRS', balance: { lastFour: 'PQRS', balancePence, initialPence: 5_000, issuedAt: '2026-11-28T00:00:00.000Z' } },
  amount,
});

describe('voucherParts', () => {
  it('pays all by card without a voucher', () => {
    expect(voucherParts(noVouchers, 2_999, 1_000)).toEqual({ giftCardPence: 0, storeCreditPence: 0, cardPence: 2_999, amountError: null });
  });
  it('uses the smaller of the balance and the total by default', () => {
    expect(voucherParts(card(1_000), 2_999, 0).giftCardPence).toBe(1_000);
    expect(voucherParts(card(5_000), 2_999, 0)).toMatchObject({ giftCardPence: 2_999, cardPence: 0 });
  });
  it('uses the amount chosen, never more than the total', () => {
    expect(voucherParts(card(5_000, '5'), 2_999, 0)).toMatchObject({ giftCardPence: 500, cardPence: 2_499 });
    expect(voucherParts(card(5_000, '40.00'), 2_999, 0)).toMatchObject({ giftCardPence: 2_999, cardPence: 0 });
    expect(voucherParts(card(5_000, ''), 2_999, 0)).toMatchObject({ giftCardPence: 0, cardPence: 2_999, amountError: null });
  });
  it('refuses more than the balance or a typed amount that is not one', () => {
    expect(voucherParts(card(1_000, '12'), 2_999, 0).amountError).toBe('That gift card has £10.00 left.');
    expect(voucherParts(card(1_000, 'ten'), 2_999, 0).amountError).toMatch(/Enter an amount in pounds/);
  });
  it('takes store credit after the card, up to what is left', () => {
    expect(voucherParts({ ...card(1_000), useStoreCredit: true }, 2_999, 5_000)).toEqual({ giftCardPence: 1_000, storeCreditPence: 1_999, cardPence: 0, amountError: null });
    expect(voucherParts({ ...noVouchers, useStoreCredit: true }, 2_999, 500)).toMatchObject({ storeCreditPence: 500, cardPence: 2_499 });
  });
});
