// The admin's inventory views: search by name, SKU or barcode, the low-stock list, one product's detail.
import type { Product } from '../../shared/schemas/shop/product';
import { findProductByCode, getProduct, listProducts } from '../data/products';
import { listMovements, listUnits } from '../data/stock';
import { productNotFound } from './save-product';

export function isLowStock(product: Product): boolean {
  return product.available <= product.lowStockThreshold;
}

/**
 * Products matching a search (every word in the name, or an exact SKU or barcode), optionally only
 * those at or below their low-stock threshold; by name. One Query of the catalogue partition; a scanned
 * code that matches nothing by name is also looked up by code (one more Query).
 */
export async function searchInventory(q: string | undefined, lowStockOnly: boolean): Promise<Product[]> {
  const all = await listProducts();
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const code = (q ?? '').trim().toUpperCase();
  let found = all.filter(
    (p) => words.every((w) => p.name.toLowerCase().includes(w)) || p.sku === code || p.barcode === code,
  );
  if (!found.length && code) {
    const byCode = await findProductByCode(code);
    if (byCode) found = [byCode];
  }
  if (lowStockOnly) found = found.filter(isLowStock);
  return found.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

export async function inventoryDetail(productId: string) {
  const product = await getProduct(productId, true);
  if (!product) throw productNotFound();
  const [movements, units] = await Promise.all([listMovements(productId), product.serialised ? listUnits(productId, true) : Promise.resolve([])]);
  return { product, movements, units, lowStock: isLowStock(product) };
}
