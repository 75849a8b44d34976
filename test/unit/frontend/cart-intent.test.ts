// "Add to cart" before signing in (issue 32): the choice is kept in this browser, acted on once, and
// forgotten after a day.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_INTENT_LIFETIME_MS, saveCartIntent, takeCartIntent } from '../../../frontend/src/lib/cart-intent';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const choice = { productId: '01J0000000000000000000000A', quantity: 2, name: 'USB-C cable' };
const now = Date.UTC(2026, 10, 27, 15, 0);

describe('the cart intent', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: new MemoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('is given back once: taking it removes it', () => {
    saveCartIntent(choice, now);

    expect(takeCartIntent(now + 60_000)).toEqual({ ...choice, at: now });
    expect(takeCartIntent(now + 60_000)).toBeNull();
  });

  it('is kept a day, then forgotten', () => {
    saveCartIntent(choice, now);
    expect(takeCartIntent(now + CART_INTENT_LIFETIME_MS - 1)).not.toBeNull();

    saveCartIntent(choice, now);
    expect(takeCartIntent(now + CART_INTENT_LIFETIME_MS)).toBeNull();
  });

  it('the latest choice replaces an earlier one', () => {
    saveCartIntent(choice, now);
    saveCartIntent({ ...choice, quantity: 1 }, now + 1_000);

    expect(takeCartIntent(now + 2_000)).toMatchObject({ quantity: 1 });
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem('drs.cart-intent', '{"productId":5');
    expect(takeCartIntent(now)).toBeNull();

    window.localStorage.setItem('drs.cart-intent', JSON.stringify({ ...choice, quantity: 'two', at: now }));
    expect(takeCartIntent(now)).toBeNull();
  });

  it('does nothing where storage is refused', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });

    expect(() => saveCartIntent(choice, now)).not.toThrow();
    expect(takeCartIntent(now)).toBeNull();
  });
});
