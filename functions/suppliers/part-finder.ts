// The part finder (decision 184): parts for a device model and part type from our stock (the
// catalogue partition, one Query) and the suppliers' current price lists (the model's partition, one
// Query, plus the suppliers' partition for names and lead times). No Scan.
import type { PartFinderResult } from '../../shared/schemas/suppliers/part-finder';
import { modelKey, partTypeOf, type PartType } from '../../shared/suppliers/parts';
import { listPartsOfModel } from '../data/price-lists';
import { listProducts } from '../data/products';
import { listSuppliers } from '../data/suppliers';

export async function findParts(model: string, partType: PartType | undefined): Promise<PartFinderResult> {
  const key = modelKey(model);
  const [products, rows, suppliers] = await Promise.all([listProducts(), listPartsOfModel(model, partType), listSuppliers()]);
  const stock = products
    .filter((p) => p.category === 'parts' && p.compatibleModels.some((m) => modelKey(m) === key))
    .map((p) => ({ product: p, type: partTypeOf(p.name) }))
    .filter(({ type }) => !partType || type === partType)
    .map(({ product: p, type }) => ({ productId: p.id, name: p.name, sku: p.sku, partType: type, location: p.location || undefined, available: p.available, costPence: p.costPence, pricePence: p.pricePence }))
    .sort((a, b) => b.available - a.available || a.name.localeCompare(b.name, 'en-GB'));
  const byId = new Map(suppliers.map((s) => [s.id, s]));
  const fromSuppliers = rows
    .filter((row) => byId.get(row.supplierId)?.priceListVersion === row.version)
    .map((row) => {
      const supplier = byId.get(row.supplierId)!;
      return { supplierId: supplier.id, supplierName: supplier.name, leadTimeDays: supplier.leadTimeDays, supplierSku: row.supplierSku, description: row.description, partType: row.partType, costPence: row.costPence };
    })
    .sort((a, b) => a.costPence - b.costPence || a.leadTimeDays - b.leadTimeDays);
  return { stock, suppliers: fromSuppliers };
}
