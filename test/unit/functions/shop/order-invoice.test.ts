// An online order's invoice lines and its refunds' credit-note lines (decisions 138-139): the lines
// add up to the order's total whatever the reward's discount, and a line's refunds, however split,
// add up exactly to what was paid for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/schemas/shop/order';
import { DELIVERY_LINE_ID, orderInvoiceLines, orderRefundLines } from '../../../../functions/shop/order-invoice';

function order(lines: { unitPricePence: number; quantity: number }[], deliveryPence: number, discountPence = 0): Order {
  const goods = lines.reduce((sum, l) => sum + l.unitPricePence * l.quantity, 0);
  return {
    id: '01JD0000000000000000000000',
    userId: 'user-1',
    email: 'aoife@example.com',
    firstName: 'Aoife',
    status: 'Paid',
    fulfilment: deliveryPence ? 'delivery' : 'collect',
    lines: lines.map((l, i) => ({ productId: `P${i}`, name: `Case ${i}`, sku: `SKU-${i}`, unitIds: [], refundedQuantity: 0, ...l })),
    goodsPence: goods,
    deliveryPence,
    totalPence: goods + deliveryPence - discountPence,
    vatPence: 0,
    ...(discountPence ? { reward: { rewardId: 'r1', name: '£5 off', points: 500, discountPence } } : {}),
    refundedPence: 0,
    refunds: [],
    holdExpiresAt: '',
    paymentSessionId: 's',
    paymentUrl: '',
    paymentFailures: 0,
    history: [],
    siteOrigin: 'http://localhost',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
  };
}

describe('online order invoice lines', () => {
  it('lists the goods then the delivery fee, with a reward spread over them to the penny', () => {
    const lines = orderInvoiceLines(order([{ unitPricePence: 1999, quantity: 2 }, { unitPricePence: 500, quantity: 1 }], 395, 500));
    expect(lines.map((l) => [l.lineId, l.kind, l.netPence + l.discountPence])).toEqual([
      ['L1', 'product', 3998],
      ['L2', 'product', 500],
      [DELIVERY_LINE_ID, 'shipping', 395],
    ]);
    expect(lines.reduce((s, l) => s + l.discountPence, 0)).toBe(500);
    expect(lines.reduce((s, l) => s + l.netPence, 0)).toBe(3998 + 500 + 395 - 500);
  });

  it('has no delivery line for click and collect', () => {
    expect(orderInvoiceLines(order([{ unitPricePence: 1999, quantity: 1 }], 0)).map((l) => l.lineId)).toEqual(['L1']);
  });

  it('adds up to the total, and refunds unit by unit add up to each line, whatever the prices and discount', () => {
    const arbitraryOrder = fc
      .tuple(fc.array(fc.record({ unitPricePence: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 5 }), fc.constantFrom(0, 395), fc.integer({ min: 0, max: 100 }))
      .map(([lines, delivery, percent]) => {
        const gross = lines.reduce((s, l) => s + l.unitPricePence * l.quantity, 0) + delivery;
        return order(lines, delivery, Math.floor((gross * percent) / 100));
      });
    fc.assert(
      fc.property(arbitraryOrder, (o) => {
        const lines = orderInvoiceLines(o);
        expect(lines.reduce((s, l) => s + l.netPence, 0)).toBe(o.totalPence);
        let current = o;
        let refunded = 0;
        for (const line of o.lines) {
          for (let unit = 0; unit < line.quantity; unit++) {
            const refund = orderRefundLines(current, { [line.productId]: 1 }, false);
            refunded += refund.reduce((s, l) => s + l.amountPence, 0);
            current = { ...current, lines: current.lines.map((l) => (l.productId === line.productId ? { ...l, refundedQuantity: l.refundedQuantity + 1 } : l)) };
          }
        }
        const delivery = lines.find((l) => l.lineId === DELIVERY_LINE_ID)?.netPence ?? 0;
        expect(refunded).toBe(o.totalPence - delivery);
        expect(orderRefundLines(current, {}, true).reduce((s, l) => s + l.amountPence, 0)).toBe(delivery);
      }),
    );
  });
});
