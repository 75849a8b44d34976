// Staff moving stock by hand: goods received, an adjustment with a reason, or a stocktake count.
// Each is one ledger movement caused by the form's request id, so a double submit moves stock once.
import { ulid } from 'ulid';
import type { Product, Unit, UnitInput } from '../../shared/schemas/shop/product';
import type { StockAdjustmentRequest } from '../../shared/schemas/shop/stock';
import { getProduct } from '../data/products';
import { newUnitItems } from '../data/stock';
import { transactWrite, TransactionCancelledError } from '../data/transact';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { recordStockMovement, type Actor } from '../data/stock-ledger';
import { DuplicateCauseError, OutOfStockError, applyStock, stockFailure } from '../stock/stock-ledger';
import { productNotFound } from './save-product';
import { announceStockMoved } from '../stock/announce-stock-moved';

export async function adjustStock(productId: string, request: StockAdjustmentRequest, actor: Actor, now: Date): Promise<Product> {
  const product = await getProduct(productId, true);
  if (!product) throw productNotFound();
  if (product.serialised) throw new BadRequestError('Serialised stock moves by unit: add each unit with its IMEI or serial');
  const delta = request.kind === 'stocktake' ? request.quantity - product.onHand : request.quantity;
  if (request.kind === 'stocktake' && request.quantity < 0) throw new BadRequestError('A count cannot be negative');
  if (request.kind === 'received' && delta <= 0) throw new BadRequestError('Goods received must be at least 1');
  if (delta === 0) {
    if (request.kind === 'stocktake') return product;
    throw new BadRequestError('Quantity cannot be 0');
  }
  try {
    await applyStock(
      recordStockMovement({
        productId,
        kind: request.kind,
        delta,
        reason: request.reason,
        causeId: `adjust:${request.requestId}`,
        actor,
        at: now,
        expectedOnHand: request.kind === 'stocktake' ? product.onHand : undefined,
      }),
    );
  } catch (error) {
    // A retry: announced again, in case the first request died before it could (the check is idempotent).
    if (error instanceof DuplicateCauseError) {
      await announceStockMoved([productId], now);
      return (await getProduct(productId, true))!;
    }
    if (error instanceof OutOfStockError) {
      throw new ConflictError(request.kind === 'stocktake' ? 'Stock moved while counting (or the count is below what checkouts hold); count again' : `Only ${product.available} can be taken off: stock on hand is never negative`);
    }
    throw error;
  }
  await announceStockMoved([productId], now);
  return (await getProduct(productId, true))!;
}

/** A refurbished unit received into stock: the unit, its serial's claim and a +1 movement, together. */
export async function addUnit(productId: string, input: UnitInput, actor: Actor, now: Date): Promise<Unit> {
  const product = await getProduct(productId, true);
  if (!product) throw productNotFound();
  if (!product.serialised) throw new BadRequestError('Only serialised products take units');
  const unit: Unit = { unitId: ulid(now.getTime()), productId, serial: input.serial, grade: input.grade, notes: input.notes, state: 'available', addedAt: now.toISOString() };
  const ledger = recordStockMovement({ productId, kind: 'received', delta: 1, reason: `Unit ${unit.serial} (grade ${unit.grade})`, causeId: `unit:${unit.unitId}`, actor, at: now });
  const items = [...newUnitItems(unit), ...ledger];
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) throw new ConflictError('A unit with this IMEI or serial is already in stock');
    throw stockFailure(items, error) ?? error;
  }
  await announceStockMoved([productId], now);
  return unit;
}
