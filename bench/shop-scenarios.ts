// The shop's benchmark scenarios (issue 14): the product API a product page reads, a category's
// list, and add-to-cart (a signed-in write: cart and product read, the line updated in place).
// Seeds the demo catalogue into the bench stack first, so the ids are real.
import type { Scenario } from './scenarios';

export async function shopScenarios(): Promise<Scenario[]> {
  // Loaded after the stack set the functions' environment.
  const { seedShopCatalogue } = await import('../scripts/local/seed-shop');
  const { listProducts } = await import('../functions/data/products');
  await seedShopCatalogue();
  const product = (await listProducts()).find((p) => p.published && !p.serialised && p.available >= 10);
  if (!product) throw new Error('The demo catalogue has no product with 10 in stock');
  return [
    { name: 'Product (GET /api/shop/products/{id}): product and related', method: 'GET', path: `/api/shop/products/${product.id}`, connections: 10, seconds: 8, p99TargetMs: 100 },
    { name: 'Category (GET /api/shop/products?category=cases)', method: 'GET', path: '/api/shop/products?category=cases&sort=price-asc', connections: 10, seconds: 8, p99TargetMs: 100 },
    {
      name: 'Add to cart (PUT /api/shop/cart/lines/{id}): one account, 10 at once',
      method: 'PUT',
      path: `/api/shop/cart/lines/${product.id}`,
      signedIn: true,
      body: { quantity: 1 },
      connections: 10,
      seconds: 8,
      p99TargetMs: 150,
    },
  ];
}
