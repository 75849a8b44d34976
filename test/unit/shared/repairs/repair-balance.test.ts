import { describe, expect, it } from 'vitest';
import { balanceOf, hasFinalPrice, heldBalancePayments, onlineTenders } from '../../../../shared/repairs/balance';

const deposit = (amountPence: number) => ({ depositId: 'online-cs_1', kind: 'payment' as const, amountPence, paymentId: 'pi_d' });
const balancePaid = (id: string, amountPence: number) => ({ depositId: `balance-online-${id}`, kind: 'payment' as const, amountPence, paymentId: `pi_${id}` });

describe('a repair balance after deposits', () => {
  it('is the bill less the deposit held', () => {
    expect(balanceOf(6500, [deposit(2000)])).toEqual({ billPence: 6500, depositPence: 2000, paidOnlinePence: 0, duePence: 4500 });
  });

  it('is nothing once the balance is paid online, and the deposit still counts as the deposit', () => {
    expect(balanceOf(6500, [deposit(2000), balancePaid('a', 4500)])).toEqual({ billPence: 6500, depositPence: 2000, paidOnlinePence: 4500, duePence: 0 });
  });

  it('shows the difference when the price rises after payment', () => {
    expect(balanceOf(8000, [deposit(2000), balancePaid('a', 4500)]).duePence).toBe(1500);
  });

  it('never asks less than nothing when the price falls after payment', () => {
    expect(balanceOf(5000, [deposit(2000), balancePaid('a', 4500)])).toMatchObject({ depositPence: 2000, paidOnlinePence: 4500, duePence: 0 });
  });

  it('uses no more of a deposit than the bill', () => {
    expect(balanceOf(1500, [deposit(2000)])).toMatchObject({ depositPence: 1500, duePence: 0 });
  });

  it('leaves refunded and collected balance payments out of what is held', () => {
    const entries = [
      balancePaid('a', 4500),
      { depositId: 'balance-online-a-refund-1', kind: 'refund' as const, amountPence: -500, refundOf: 'balance-online-a' },
      { depositId: 'balance-applied', kind: 'applied' as const, amountPence: -4000 },
    ];
    expect(balanceOf(4000, entries).paidOnlinePence).toBe(0);
  });
});

describe('the online tenders taken at collection', () => {
  it('are the held payments up to the line, oldest first', () => {
    const entries = [balancePaid('a', 4500), balancePaid('b', 1500)];
    expect(onlineTenders(entries, 5000)).toEqual([
      { paymentId: 'pi_a', amountPence: 4500 },
      { paymentId: 'pi_b', amountPence: 500 },
    ]);
  });

  it('count a payment less its refunds', () => {
    const entries = [balancePaid('a', 4500), { depositId: 'balance-online-a-refund-1', kind: 'refund' as const, amountPence: -1000, refundOf: 'balance-online-a' }];
    expect(heldBalancePayments(entries)).toEqual([{ paymentId: 'pi_a', amountPence: 3500 }]);
  });

  it('are none without a balance payment', () => {
    expect(onlineTenders([deposit(2000)], 4500)).toEqual([]);
  });
});

describe('a final price', () => {
  it('is there when the job is ready or its estimate approved, and not once closed or for a warranty claim', () => {
    expect(hasFinalPrice({ status: 'Ready for collection' })).toBe(true);
    expect(hasFinalPrice({ status: 'In repair', estimateApproval: 'approved' })).toBe(true);
    expect(hasFinalPrice({ status: 'In repair', estimateApproval: 'pending' })).toBe(false);
    expect(hasFinalPrice({ status: 'Collected', estimateApproval: 'approved' })).toBe(false);
    expect(hasFinalPrice({ status: 'Ready for collection', warrantyOf: { qrCode: 'x' } })).toBe(false);
  });
});
