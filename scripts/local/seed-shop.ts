// Seeds the demo catalogue once: each product (found by its SKU, so a second run adds nothing), its
// stock through the ledger (a 'received' movement), refurbished units, and a drawn image in the
// local uploads folder (redrawn at every start).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findProductByCode } from '../../functions/data/products';
import { env } from '../../functions/env';
import { addUnit } from '../../functions/products/adjust-stock';
import { createProduct } from '../../functions/products/save-product';
import { recordStockMovement } from '../../functions/data/stock-ledger';
import { applyStock } from '../../functions/stock/stock-ledger';
import { SEED_PRODUCTS, seedBarcode, seedImageSvg, seedSku, slugOf } from './shop-catalogue';

const SEEDER = { id: 'seed', name: 'Demo data' };

/** Demo cost prices: 45% of the price without VAT, a typical margin on accessories and parts. */
export function seedCostPence(pricePence: number): number {
  return Math.round((pricePence / 1.2) * 0.45);
}

export async function seedShopCatalogue(): Promise<number> {
  let created = 0;
  for (const [index, seed] of SEED_PRODUCTS.entries()) {
    const sku = seedSku(index, seed.category);
    const slug = slugOf(seed.name);
    const imageKey = `product-images/seed-${slug}.svg`;
    const file = path.resolve(env.UPLOADS_DIR, imageKey);
    await mkdir(path.dirname(file), { recursive: true });
    // Drawn again at every start, so a demo seeded before the drawings changed shows the new ones.
    await writeFile(file, seedImageSvg(seed));
    if (await findProductByCode(sku)) continue;
    const now = new Date();
    const product = await createProduct(
      {
        name: seed.name,
        slug,
        category: seed.category,
        description: seed.description,
        images: [{ key: imageKey, alt: seed.name }],
        pricePence: seed.pricePence,
        compareAtPence: seed.compareAtPence,
        sku,
        barcode: seedBarcode(index),
        compatibleModels: seed.models,
        lowStockThreshold: 3,
        published: true,
        serialised: seed.units !== undefined,
        costPence: seedCostPence(seed.pricePence),
        location: `Shelf ${String.fromCharCode(65 + (index % 6))}${1 + (index % 4)}`,
      },
      now,
    );
    if (seed.stock > 0) {
      await applyStock(recordStockMovement({ productId: product.id, kind: 'received', delta: seed.stock, reason: 'Opening stock', causeId: `seed:${sku}`, actor: SEEDER, at: now }));
    }
    for (const [unitIndex, grade] of (seed.units ?? []).entries()) {
      await addUnit(product.id, { serial: `35${String(index).padStart(6, '0')}${String(unitIndex).padStart(7, '0')}`, grade, notes: grade === 'A' ? 'Like new' : 'Light marks on the frame' }, SEEDER, now);
    }
    created++;
  }
  return created;
}
