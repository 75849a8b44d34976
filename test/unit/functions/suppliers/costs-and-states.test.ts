import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMovePurchaseOrder, statusAfterReceipt } from '../../../../shared/suppliers/purchase-order-transitions';
import { modelKey, partTypeOf } from '../../../../shared/suppliers/parts';
import { weightedAverageCost } from '../../../../shared/suppliers/weighted-average';
import { defaultPartPrice, partSku } from '../../../../functions/suppliers/part-products';

describe('weightedAverageCost', () => {
  it('averages what is on hand with what arrives, to the nearest penny', () => {
    expect(weightedAverageCost(3, 3000, 1, 4000)).toBe(3250);
    expect(weightedAverageCost(2, 1000, 1, 1001)).toBe(1000); // 1000.33
    expect(weightedAverageCost(1, 1000, 1, 1001)).toBe(1001); // 1000.5 rounds up
  });

  it('takes the new cost when nothing is on hand or the old cost is unknown', () => {
    expect(weightedAverageCost(0, 3000, 2, 4500)).toBe(4500);
    expect(weightedAverageCost(5, undefined, 2, 4500)).toBe(4500);
  });

  it('always lies between the old and the new cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500_000 }), (onHand, cost, quantity, unit) => {
        const average = weightedAverageCost(onHand, cost, quantity, unit);
        expect(average).toBeGreaterThanOrEqual(Math.min(cost, unit));
        expect(average).toBeLessThanOrEqual(Math.max(cost, unit));
      }),
    );
  });

  it('refuses a receipt of nothing', () => {
    expect(() => weightedAverageCost(1, 100, 0, 100)).toThrow(RangeError);
  });
});

describe('purchase order states', () => {
  it('places and cancels a Draft, receives an order, and never reopens Received or Cancelled', () => {
    expect(canMovePurchaseOrder('Draft', 'Ordered')).toBe(true);
    expect(canMovePurchaseOrder('Draft', 'Received')).toBe(false);
    expect(canMovePurchaseOrder('Ordered', 'Cancelled')).toBe(true);
    expect(canMovePurchaseOrder('Part received', 'Cancelled')).toBe(false);
    expect(canMovePurchaseOrder('Received', 'Ordered')).toBe(false);
    expect(canMovePurchaseOrder('Cancelled', 'Draft')).toBe(false);
  });

  it('is Received once every line has all it ordered, else Part received', () => {
    expect(statusAfterReceipt([{ quantity: 2, receivedQuantity: 2 }, { quantity: 1, receivedQuantity: 1 }])).toBe('Received');
    expect(statusAfterReceipt([{ quantity: 2, receivedQuantity: 1 }, { quantity: 1, receivedQuantity: 1 }])).toBe('Part received');
  });
});

describe('parts', () => {
  it('reads the part type from a description', () => {
    expect(partTypeOf('iPhone 13 OLED Display Assembly')).toBe('screen');
    expect(partTypeOf('Galaxy S23 battery 3900mAh')).toBe('battery');
    expect(partTypeOf('Lightning charging port flex')).toBe('port');
    expect(partTypeOf('Rear camera module')).toBe('camera');
    expect(partTypeOf('Back glass, blue')).toBe('back');
    expect(partTypeOf('Adhesive strips')).toBe('other');
  });

  it('compares models by letters and digits only', () => {
    expect(modelKey('iPhone 13 Pro')).toBe(modelKey('IPHONE13-pro'));
    expect(modelKey('iPhone 13')).not.toBe(modelKey('iPhone 13 Pro'));
  });

  it("makes our SKU from a supplier's, and a first price from the cost", () => {
    expect(partSku('pd/ip13.scr')).toBe('PD-IP13-SCR');
    expect(partSku('12345')).toBe('P-12345');
    expect(defaultPartPrice(4000)).toBe(9599);
  });
});
