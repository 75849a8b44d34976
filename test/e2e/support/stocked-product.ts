// A published shop product with three in stock, made by staff through the API, for the journeys that
// need something to buy. `tag` keeps each file's products apart (slug, SKU and barcode prefix).
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { apiAs, pathOf } from '../customer-repairs/customer-e2e';

export async function stockedProduct(staffCookie: string, product: { name: string; pricePence: number; tag: string; barcodePrefix: string }): Promise<string> {
  const n = `${Date.now()}`.slice(-9);
  const created = await apiAs(staffCookie, 'POST', pathOf(shopRoutes.createProduct), {
    name: product.name,
    slug: `e2e-${product.tag}-${n}`,
    category: 'audio',
    description: `A product of the ${product.tag} test.`,
    images: [],
    pricePence: product.pricePence,
    sku: `E2E-${product.tag.toUpperCase()}-${n}`.slice(0, 32),
    barcode: ean13(`${product.barcodePrefix}${n}`),
    compatibleModels: ['iPhone 15'],
    lowStockThreshold: 1,
    published: true,
    serialised: false,
  });
  const id = String(created.id);
  await apiAs(staffCookie, 'POST', pathOf(shopRoutes.adjustStock, { id }), { kind: 'received', quantity: 3, reason: 'E2E delivery', requestId: ulid() });
  return id;
}
