// The account's cart on the server: lines priced afresh from the products on every read, quantities
// 1 to 10 and never beyond what is available, unknown or unpublished products not found.
import type { CartView } from '../../shared/schemas/shop/order';
import { vatIncluded } from '../../shared/schemas/shop/order';
import type { Product } from '../../shared/schemas/shop/product';
import { CartChangedError, getCart, saveCart, type Cart } from '../data/carts';
import { getProduct, getProducts } from '../data/products';
import { ConflictError, NotFoundError } from '../lib/http-errors';

const CART_WRITE_ATTEMPTS = 5;

export function stockMessage(available: number): string {
  return available <= 0 ? 'Sorry, this item is out of stock' : `Only ${available} left in stock`;
}

export function cartView(cart: Cart, products: Map<string, Product>): CartView {
  const lines = cart.lines
    .map((line) => ({ line, product: products.get(line.productId) }))
    .filter((entry): entry is { line: Cart['lines'][number]; product: Product } => Boolean(entry.product?.published))
    .map(({ line, product }) => ({
      productId: product.id,
      name: product.name,
      slug: product.slug,
      imageKey: product.images[0]?.key,
      quantity: line.quantity,
      unitPricePence: product.pricePence,
      priceSeenPence: line.priceSeenPence,
      lineTotalPence: product.pricePence * line.quantity,
      available: product.available,
    }));
  const subtotalPence = lines.reduce((sum, line) => sum + line.lineTotalPence, 0);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalPence,
    vatPence: vatIncluded(subtotalPence),
    priceChanged: lines.some((line) => line.unitPricePence !== line.priceSeenPence),
  };
}

export async function viewCart(userId: string): Promise<{ cart: Cart; view: CartView; products: Map<string, Product> }> {
  const cart = await getCart(userId);
  const products = cart.lines.length ? await getProducts(cart.lines.map((l) => l.productId)) : new Map<string, Product>();
  return { cart, view: cartView(cart, products), products };
}

async function changeCart(userId: string, change: (cart: Cart) => Promise<{ cart: Cart; product?: Product }>, now: Date): Promise<CartView> {
  for (let attempt = 1; ; attempt++) {
    const { cart: next } = await change(await getCart(userId));
    try {
      await saveCart(next, now.toISOString());
      break;
    } catch (error) {
      if (!(error instanceof CartChangedError)) throw error;
      // Another device changed the cart between our read and write: apply the change to its version.
      if (attempt >= CART_WRITE_ATTEMPTS) throw new ConflictError('Your cart was changed at the same time somewhere else; please try again');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
  return (await viewCart(userId)).view;
}

/** Sets a line's quantity (adding the product when new); the price seen is today's. */
export function setCartLine(userId: string, productId: string, quantity: number, now: Date): Promise<CartView> {
  return changeCart(
    userId,
    async (cart) => {
      const product = await getProduct(productId, true);
      if (!product || !product.published) throw new NotFoundError('Product not found');
      if (product.serialised && quantity > 1) throw new ConflictError('Each refurbished device is a single unit: add 1 at a time', { available: product.available });
      if (quantity > product.available) throw new ConflictError(stockMessage(product.available), { available: product.available });
      const others = cart.lines.filter((line) => line.productId !== productId);
      const line = { productId, quantity, priceSeenPence: product.pricePence };
      const existing = cart.lines.findIndex((l) => l.productId === productId);
      const lines = existing >= 0 ? cart.lines.map((l) => (l.productId === productId ? line : l)) : [...others, line];
      return { cart: { ...cart, lines }, product };
    },
    now,
  );
}

export function removeCartLine(userId: string, productId: string, now: Date): Promise<CartView> {
  return changeCart(userId, async (cart) => ({ cart: { ...cart, lines: cart.lines.filter((line) => line.productId !== productId) } }), now);
}
