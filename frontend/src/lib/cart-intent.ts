// "Add to cart" pressed before signing in (issue 32): the product and quantity are kept in this
// browser while the visitor signs in or registers (the verification link may open in another tab),
// and added to their cart once they are signed in (lib/cart.ts). No imports: the product page loads
// this module only when a visitor presses the button.

export interface CartIntent {
  productId: string;
  quantity: number;
  /** The product's name, for the message that confirms the addition. */
  name: string;
  /** When it was pressed (ms since the epoch). */
  at: number;
}

const KEY = 'drs.cart-intent';

/** Kept a day: long enough to register and open the verification link, not to surprise someone later. */
export const CART_INTENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function saveCartIntent(intent: Omit<CartIntent, 'at'>, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...intent, at: now }));
  } catch {
    // Storage full or refused: the visitor signs in and adds the item again themselves.
  }
}

/** The intent still due, removed from storage as it is read (it is acted on once); null when none or too old. */
export function takeCartIntent(now = Date.now()): CartIntent | null {
  const store = storage();
  const text = store?.getItem(KEY);
  if (!store || !text) return null;
  store.removeItem(KEY);
  try {
    const intent = JSON.parse(text) as Partial<CartIntent>;
    const valid =
      typeof intent.productId === 'string' &&
      typeof intent.name === 'string' &&
      Number.isInteger(intent.quantity) &&
      typeof intent.at === 'number' &&
      now - intent.at >= 0 &&
      now - intent.at < CART_INTENT_LIFETIME_MS;
    return valid ? (intent as CartIntent) : null;
  } catch {
    return null;
  }
}
