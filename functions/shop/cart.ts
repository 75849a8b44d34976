// The account's cart on the server: lines priced afresh from the products on every read, quantities
// 1 to 10 and never beyond what is available, unknown or unpublished products not found.
import type { CartView } from '../../shared/schemas/shop/order';
import { orderLineFigures } from '../../shared/sales/online-order-lines';
import type { Product } from '../../shared/schemas/shop/product';
import { CartChangedError, deleteCartLine, getCart, putCartLine, type Cart } from '../data/carts';
import { getProduct, getProducts } from '../data/products';
import { ConflictError, NotFoundError } from '../lib/http-errors';

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
    vatPence: orderLineFigures(
      lines.map((line) => {
        const product = products.get(line.productId)!;
        return { ...line, vatTreatment: product.vatTreatment, marginCostPence: product.vatTreatment === 'margin' ? (product.secondHandPurchasePence ?? 0) : undefined };
      }),
      0,
      0,
    ).vat.vatPence,
    priceChanged: lines.some((line) => line.unitPricePence !== line.priceSeenPence),
  };
}

/** The cart priced today: its products in one BatchGetItem (none for an empty cart). */
async function priced(cart: Cart): Promise<{ cart: Cart; view: CartView; products: Map<string, Product> }> {
  const products = cart.lines.length ? await getProducts(cart.lines.map((l) => l.productId)) : new Map<string, Product>();
  return { cart, view: cartView(cart, products), products };
}

export async function viewCart(userId: string): Promise<{ cart: Cart; view: CartView; products: Map<string, Product> }> {
  return priced(await getCart(userId));
}

/** Sets a line's quantity (adding the product when new); the price seen is today's. */
export async function setCartLine(userId: string, productId: string, quantity: number, now: Date): Promise<CartView> {
  const [product, cart] = await Promise.all([getProduct(productId, true), getCart(userId)]);
  if (!product || !product.published) throw new NotFoundError('Product not found');
  if (product.serialised && quantity > 1) throw new ConflictError('Each refurbished device is a single unit: add 1 at a time', { available: product.available });
  if (quantity > product.available) throw new ConflictError(stockMessage(product.available), { available: product.available });
  try {
    const saved = await putCartLine(cart, { productId, quantity, priceSeenPence: product.pricePence }, now.toISOString());
    return (await priced(saved)).view;
  } catch (error) {
    // Only a line added and removed over and over meanwhile gets here (decision 219).
    if (error instanceof CartChangedError) throw new ConflictError('Your cart was changed at the same time somewhere else; please try again');
    throw error;
  }
}

export async function removeCartLine(userId: string, productId: string, now: Date): Promise<CartView> {
  return (await priced(await deleteCartLine(userId, productId, now.toISOString()))).view;
}
