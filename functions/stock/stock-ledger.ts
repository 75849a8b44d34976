// The stock ledger's rules (decision 131): which typed error a cancelled transaction of stock items
// answers, and stock items run in a transaction of their own. The items themselves are built by the
// repository (functions/data/stock-ledger.ts) and put by callers in their own transactions.
import { failedStockItem } from '../data/stock-ledger';
import { transactWrite, type TransactItem } from '../data/transact';

export class OutOfStockError extends Error {
  constructor(readonly productId: string) {
    super('Not enough stock');
    this.name = 'OutOfStockError';
  }
}

/** The cause already moved this product's stock (a retry): nothing was written. */
export class DuplicateCauseError extends Error {
  constructor() {
    super('This cause has already moved stock');
    this.name = 'DuplicateCauseError';
  }
}

/** The hold is gone (released on expiry, or already turned into a sale). */
export class HoldGoneError extends Error {
  constructor() {
    super('The stock hold is no longer there');
    this.name = 'HoldGoneError';
  }
}

/** The stock moved since it was counted (stocktake) or the product is unknown. */
export class StockChangedError extends Error {
  constructor() {
    super('Stock changed since it was read');
    this.name = 'StockChangedError';
  }
}

/** Says which stock rule cancelled a transaction made (partly) of these items, as a typed error; null when none did. */
export function stockFailure(items: readonly TransactItem[], error: unknown): Error | null {
  const failed = failedStockItem(items, error);
  if (!failed) return null;
  if (failed.role === 'cause') return new DuplicateCauseError();
  if (failed.role === 'hold') return new HoldGoneError();
  return new OutOfStockError(failed.productId);
}

/** Runs stock items in a transaction of their own, turning a cancellation into its typed error. */
export async function applyStock(items: TransactItem[]): Promise<void> {
  try {
    await transactWrite(items);
  } catch (error) {
    throw stockFailure(items, error) ?? error;
  }
}
