// Serialised products at the till (refurbished devices: one unit per IMEI or serial, with a grade and
// condition notes; decision 148). Staff sell a specific unit, scanned by its IMEI/serial or picked
// from the product's available units; the sale moves that unit from available to sold by condition,
// so it sells once and a concurrent second sale fails with a clear message.
import type { Product, Unit } from '../../shared/schemas/shop/product';
import type { TillItem } from '../../shared/schemas/sales/till-lookup';
import { getProduct } from '../data/products';
import { getUnit, listUnits, unitOfSerial } from '../data/stock';
import { BadRequestError, ConflictError } from '../lib/http-errors';

export function unitSoldMessage(unit: Pick<Unit, 'serial'>): string {
  return `The unit with IMEI/serial ${unit.serial} has already been sold.`;
}

export function unitDescription(product: Pick<Product, 'name'>, unit: Pick<Unit, 'serial' | 'grade'>): string {
  return `${product.name} (IMEI/serial ${unit.serial}, grade ${unit.grade})`;
}

/** The unit a typed or scanned IMEI/serial names: its serial's uniqueness item points at it. */
export async function findUnitBySerial(code: string): Promise<{ product: Product; unit: Unit } | null> {
  const serial = code.trim().toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z0-9]{6,20}$/.test(serial)) return null;
  const claim = await unitOfSerial(serial);
  if (!claim) return null;
  const [product, unit] = await Promise.all([getProduct(claim.productId), getUnit(claim.productId, claim.unitId)]);
  return product && unit ? { product, unit } : null;
}

/** A till item for one unit; a unit no longer in the shop is a 409 that says so. */
export function unitTillItem(product: Product, unit: Unit): TillItem {
  if (unit.state !== 'available') throw new ConflictError(unitSoldMessage(unit));
  return { kind: 'product', description: unitDescription(product, unit), unitPence: product.pricePence, productId: product.id, vatTreatment: product.vatTreatment, available: 1, unitId: unit.unitId, serial: unit.serial, grade: unit.grade, notes: unit.notes };
}

/** A serialised product scanned by its barcode: its available units, for staff to pick one. */
export async function productWithUnits(product: Product): Promise<TillItem> {
  const units = (await listUnits(product.id)).filter((u) => u.state === 'available');
  return {
    kind: 'product',
    description: product.name,
    unitPence: product.pricePence,
    productId: product.id,
    vatTreatment: product.vatTreatment,
    available: units.length,
    units: units.map(({ unitId, serial, grade, notes }) => ({ unitId, serial, grade, notes })),
  };
}

/** The unit a sale line names: of this product, one of it, and still in the shop. */
export async function saleableUnit(product: Product, unitId: string | undefined, quantity: number): Promise<Unit | null> {
  if (!product.serialised) {
    if (unitId) throw new BadRequestError(`${product.name} is not sold by serial number.`);
    return null;
  }
  if (!unitId) throw new BadRequestError(`${product.name} is sold by its serial number: scan the unit's IMEI or serial, or pick the unit.`);
  if (quantity !== 1) throw new BadRequestError('A unit with a serial number sells one at a time.');
  const unit = await getUnit(product.id, unitId);
  if (!unit) throw new BadRequestError('No unit of that product has that id.');
  if (unit.state !== 'available') throw new ConflictError(unitSoldMessage(unit));
  return unit;
}
