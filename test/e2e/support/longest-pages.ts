// The data that makes the shop's pages longest, made through the real flows: products with the
// longest name a product may have, a customer who buys many of them (checkout, then Pay on the local
// payment page), staff who refund two lines (each refund with its credit note), and the same
// customer's cart filled again. The every-page sweeps visit these pages besides the demo's.
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { baseUrl, type Person } from '../accounts/accounts-e2e';
import { apiAs, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';

/** 120 characters, the most a product name may have, with a long compound word as model names have. */
export const LONGEST_PRODUCT_NAME =
  'Refurbished Galaxy S24 Ultra 512GB Titanium Violet, Unlocked, with Tempered-Glass-Screen-Protector-and-Case, Grade A, UK';

/** Lines of the order: more than a phone's screen holds. */
const ORDER_LINES = 8;

export interface LongestPages {
  /** The order with refunds of two lines and their credit notes. */
  orderId: string;
  /** The product with the longest name. */
  productId: string;
  /** Every address these pages are at, for the buyer (`customer`) and for staff (`admin`). */
  urls: { customer: string[]; admin: string[] };
}

/** A published product with ten in stock, as staff create it. */
async function stockedProduct(staff: string, name: string, n: string, pricePence: number): Promise<string> {
  const created = await apiAs(staff, 'POST', pathOf(shopRoutes.createProduct), {
    name,
    slug: `e2e-longest-${n}`,
    category: 'refurbished-phones',
    description: `${name}. A product of the longest pages' test, with a description long enough to wrap on a phone.`,
    images: [],
    pricePence,
    sku: `E2E-LONGEST-${n}`,
    barcode: ean13(`291${n}`),
    compatibleModels: ['Galaxy S24 Ultra', 'Galaxy S24+'],
    lowStockThreshold: 1,
    published: true,
    serialised: false,
  });
  const id = String(created.id);
  await apiAs(staff, 'POST', pathOf(shopRoutes.adjustStock, { id }), { kind: 'received', quantity: 10, reason: 'E2E delivery', requestId: ulid() });
  return id;
}

/** The customer pays on the local payment page, as pressing its Pay button does. */
async function pay(paymentUrl: string): Promise<void> {
  const response = await fetch(new URL(`${new URL(paymentUrl, baseUrl).pathname}/pay`, baseUrl), { method: 'POST', redirect: 'manual' });
  if (response.status !== 302 && response.status !== 303) throw new Error(`Paying ${paymentUrl}: ${response.status} ${await response.text()}`);
}

/** Makes the data once: `staff` is an admin's session cookie, `customer` a verified account. */
export async function longestPages(staff: string, customer: Person): Promise<LongestPages> {
  const stamp = `${Date.now()}`.slice(-8);
  const productIds: string[] = [];
  for (let i = 0; i < ORDER_LINES; i++) {
    const name = i === 0 ? LONGEST_PRODUCT_NAME : `${LONGEST_PRODUCT_NAME.slice(0, 110)} no. ${i + 1}`;
    productIds.push(await stockedProduct(staff, name, `${stamp}${i}`, 12_999 + i * 1_000));
  }
  const buyer = await sessionCookie(customer.email, customer.password);
  const fillCart = () => Promise.all(productIds.map((id, i) => apiAs(buyer, 'PUT', pathOf(shopRoutes.setCartLine, { id }), { quantity: 1 + (i % 3) })));

  await fillCart();
  const checkout = await apiAs(buyer, 'POST', pathOf(shopRoutes.startCheckout), { fulfilment: 'collect' });
  const orderId = String(checkout.orderId);
  await pay(String(checkout.paymentUrl));
  for (const productId of productIds.slice(1, 3)) {
    await apiAs(staff, 'POST', pathOf(shopRoutes.refundShopOrder, { id: orderId }), {
      lines: { [productId]: 1 },
      reason: 'The customer brought it back unopened within the fourteen days the shop gives for a change of mind',
      requestId: ulid(),
    });
  }
  // The cart and checkout pages, filled again after the purchase.
  await fillCart();

  const productId = productIds[0]!;
  return {
    orderId,
    productId,
    urls: {
      customer: [`/shop/orders/${orderId}`, `/payment-success?order=${orderId}`, '/shop/orders', '/shop/cart', '/shop/checkout', `/shop/product/${productId}`, '/shop/category/refurbished-phones', '/dashboard'],
      admin: [`/admin/inventory/${productId}`, '/admin/sales-management', '/admin/inventory'],
    },
  };
}
