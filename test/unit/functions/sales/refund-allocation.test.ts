// The one rule that splits a refund between what paid (decisions 340, 377): the last payment first,
// each never given back more than it paid, earlier refunds counted; as an online order's parts see it.
import { describe, expect, it } from 'vitest';
import { allocateRefund } from '../../../../functions/sales/refund-allocation';
import type { Payment } from '../../../../shared/schemas/sales/fields';

const CODE = '7K3M9QXAB2CDWXYZ';
// An order's payments in the order taken: the gift card, store credit, then the payment page.
const order: Payment[] = [
  { method: 'giftCard', amountPence: 1500, giftCardCode: CODE },
  { method: 'storeCredit', amountPence: 500 },
  { method: 'online', amountPence: 1000, reference: 'pi_1' },
];

describe('splitting a refund between the card and the vouchers', () => {
  it('gives the card back first, then store credit, then the gift card, to the penny', () => {
    expect(allocateRefund({ payments: order, refunds: [] }, 1201)).toEqual([
      { method: 'online', amountPence: 1000, reference: 'pi_1' },
      { method: 'storeCredit', amountPence: 201 },
    ]);
  });

  it('counts what earlier refunds gave back to each, so a later refund goes on from there', () => {
    const earlier = { refunds: [{ method: 'online', amountPence: 1000, reference: 'pi_1' }, { method: 'storeCredit', amountPence: 201 }] as Payment[] };
    expect(allocateRefund({ payments: order, refunds: [earlier] }, 1799)).toEqual([
      { method: 'storeCredit', amountPence: 299 },
      { method: 'giftCard', amountPence: 1500, giftCardCode: CODE },
    ]);
  });

  it('refuses more than is left of what was paid', () => {
    expect(() => allocateRefund({ payments: order, refunds: [] }, 3001)).toThrow('You cannot refund more than was paid: £30.00 is left to refund.');
  });
});
