// Creating and editing products (staff). Stock starts at 0 and moves only through the ledger.
import { ulid } from 'ulid';
import type { Product, ProductInput } from '../../shared/schemas/shop/product';
import { ProductChangedError, ProductCodeTakenError, getProduct, insertProduct, updateProduct } from '../data/products';
import { getSupplier } from '../data/suppliers';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { announceStockMoved } from '../stock/announce-stock-moved';

export function productNotFound(): NotFoundError {
  return new NotFoundError('Product not found');
}

function conflictFrom(error: unknown): never {
  if (error instanceof ProductCodeTakenError || error instanceof ProductChangedError) throw new ConflictError(error.message);
  throw error;
}

/** A usual supplier must be one of the shop's suppliers (decision 330). */
async function checkSupplier(input: ProductInput): Promise<void> {
  if (input.supplierId && !(await getSupplier(input.supplierId))) throw new BadRequestError('Choose a supplier from the list', { errors: { supplierId: ['Choose a supplier from the list'] } });
}

export async function createProduct(input: ProductInput, now: Date): Promise<Product> {
  await checkSupplier(input);
  const at = now.toISOString();
  const product: Product = { ...input, id: ulid(now.getTime()), onHand: 0, reserved: 0, available: 0, createdAt: at, updatedAt: at };
  await insertProduct(product).catch(conflictFrom);
  return product;
}

export async function editProduct(productId: string, input: ProductInput, now: Date): Promise<Product> {
  const before = await getProduct(productId, true);
  if (!before) throw productNotFound();
  if (input.serialised !== before.serialised && before.onHand > 0) {
    throw new ConflictError('A product with stock cannot switch between serialised and not');
  }
  await checkSupplier(input);
  const after = await updateProduct(before, input, now.toISOString()).catch(conflictFrom);
  // A threshold moved past the stock is a crossing too: the low-stock watcher checks it (decision 331).
  if (after.lowStockThreshold !== before.lowStockThreshold) await announceStockMoved([productId], now);
  return after;
}
