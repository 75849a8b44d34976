// Staff's suppliers: create, edit, and import a price list (all or nothing: decision 181).
import { ulid } from 'ulid';
import type { Supplier, SupplierDetail, SupplierInput } from '../../shared/schemas/suppliers/supplier';
import { deletePriceListVersion, listPriceListItems, switchPriceList, writePriceListVersion } from '../data/price-lists';
import { SupplierChangedError, getSupplier, putSupplier } from '../data/suppliers';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { readPriceList } from './price-list-csv';

export const SUPPLIER_NOT_FOUND = 'Supplier not found';

function conflict(error: unknown): never {
  if (error instanceof SupplierChangedError) throw new ConflictError(error.message);
  throw error;
}

export async function createSupplier(input: SupplierInput, now: Date): Promise<Supplier> {
  const at = now.toISOString();
  const supplier: Supplier = { ...input, vatRegistered: input.vatRegistered ?? true, id: ulid(now.getTime()), priceListRows: 0, createdAt: at, updatedAt: at };
  await putSupplier(supplier).catch(conflict);
  return supplier;
}

export async function editSupplier(supplierId: string, input: SupplierInput, now: Date): Promise<Supplier> {
  const before = await requireSupplier(supplierId);
  const after: Supplier = { ...before, ...input, contact: input.contact || undefined, accountNumber: input.accountNumber || undefined, updatedAt: now.toISOString() };
  await putSupplier(after, before.updatedAt).catch(conflict);
  return after;
}

export async function requireSupplier(supplierId: string): Promise<Supplier> {
  const supplier = await getSupplier(supplierId);
  if (!supplier) throw new NotFoundError(SUPPLIER_NOT_FOUND);
  return supplier;
}

export async function supplierDetail(supplierId: string): Promise<SupplierDetail> {
  const supplier = await requireSupplier(supplierId);
  const items = supplier.priceListVersion ? await listPriceListItems(supplierId, supplier.priceListVersion) : [];
  return { supplier, items };
}

/**
 * Replaces the supplier's price list with the CSV's rows. Any bad row refuses the whole file with
 * every bad row's line (400, `errors`); nothing is written then. A good file is written under a new
 * version and switched to in one write; the old version is deleted after.
 */
export async function importPriceList(supplierId: string, csv: string, now: Date): Promise<{ supplier: Supplier; imported: number }> {
  const supplier = await requireSupplier(supplierId);
  const parsed = readPriceList(supplierId, csv);
  if (!parsed.ok) {
    const count = parsed.errors.length;
    throw new BadRequestError(`The price list was not imported: ${count} ${count === 1 ? 'line needs' : 'lines need'} fixing`, { errors: parsed.errors });
  }
  const version = ulid(now.getTime());
  await writePriceListVersion(version, parsed.items);
  let switched: Supplier;
  try {
    switched = await switchPriceList(supplier, version, parsed.items.length, now.toISOString());
  } catch (error) {
    await deletePriceListVersion(supplierId, version);
    conflict(error);
  }
  if (supplier.priceListVersion) {
    // The new list is already in use; a failed clean-up leaves rows no reader looks at.
    await deletePriceListVersion(supplierId, supplier.priceListVersion).catch((error) => logger.warn('Old price list not deleted', { supplierId, error: error as Error }));
  }
  return { supplier: switched, imported: parsed.items.length };
}
