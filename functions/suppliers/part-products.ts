// The product a supplier's part is received into: ours with the same SKU, or a new unpublished one
// in Parts (decision 182). Ordering the same supplier part again finds the same product.
import type { Product } from '../../shared/schemas/shop/product';
import { SKU_PATTERN } from '../../shared/schemas/shop/product';
import { ean13 } from '../../shared/schemas/shop/ean13';
import type { PriceListItem } from '../../shared/schemas/suppliers/supplier';
import { ProductCodeTakenError, findProductByCode } from '../data/products';
import { nextPartBarcodeNumber } from '../data/purchase-orders';
import { createProduct } from '../products/save-product';
import { ConflictError } from '../lib/http-errors';

/** Our SKU for a supplier's: capitals, digits and dashes, with a letter, at most 32. */
export function partSku(supplierSku: string): string {
  const sku = supplierSku.toUpperCase().replace(/[^A-Z0-9-]/g, '-').slice(0, 32);
  return SKU_PATTERN.test(sku) ? sku : `P-${sku}`.slice(0, 32);
}

/** Until staff set one: the cost with VAT, doubled (a part's usual mark-up), in whole pounds less 1p. */
export function defaultPartPrice(costPence: number): number {
  return Math.max(99, Math.ceil((costPence * 1.2 * 2) / 100) * 100 - 1);
}

export async function partProduct(item: PriceListItem, salePence: number | undefined, now: Date): Promise<Product> {
  const sku = partSku(item.supplierSku);
  const found = await findProductByCode(sku);
  if (found) return found;
  const barcode = ean13(`21${String(await nextPartBarcodeNumber()).padStart(10, '0')}`);
  const slug = `${item.description}-${sku}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80).replace(/-$/, '');
  try {
    return await createProduct(
      {
        name: item.description,
        slug,
        category: 'parts',
        description: `${item.description}. Fits ${item.compatibleModels.join(', ')}.`,
        images: [],
        pricePence: salePence ?? defaultPartPrice(item.costPence),
        sku,
        barcode,
        compatibleModels: item.compatibleModels,
        lowStockThreshold: 0,
        published: false,
        serialised: false,
        location: '',
        // Its usual supplier and code for reordering (decision 330): the supplier it was first ordered from.
        supplierId: item.supplierId,
        supplierSku: item.supplierSku,
      },
      now,
    );
  } catch (error) {
    // Two orders of a new part at once: the other made it.
    const raced = error instanceof ConflictError || error instanceof ProductCodeTakenError ? await findProductByCode(sku) : null;
    if (raced) return raced;
    throw error;
  }
}
