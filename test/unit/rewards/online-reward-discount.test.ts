import { describe, expect, it } from 'vitest';
import { MIN_CARD_PAYMENT_PENCE, onlineRewardDiscount } from '../../../shared/loyalty/reward-discount';

describe('onlineRewardDiscount', () => {
  it('takes the reward’s value off when the order is bigger', () => {
    expect(onlineRewardDiscount(500, 1999)).toBe(500);
  });

  it('leaves the card minimum to pay when the reward is worth more than the order', () => {
    expect(onlineRewardDiscount(5000, 1999)).toBe(1999 - MIN_CARD_PAYMENT_PENCE);
  });

  it('gives nothing off an order at or below the card minimum', () => {
    expect(onlineRewardDiscount(500, MIN_CARD_PAYMENT_PENCE)).toBe(0);
    expect(onlineRewardDiscount(500, 10)).toBe(0);
  });
});
