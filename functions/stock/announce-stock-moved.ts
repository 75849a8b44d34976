// Tells the low-stock watcher which products a committed movement touched (StockMoved, decision 331).
// The movement is committed: a bus failure is logged (announce), and the morning's digest checks every
// product anyway.
import { stockMovedEvent } from '../../shared/events';
import { announce } from '../events/announce';

export async function announceStockMoved(productIds: readonly (string | undefined)[], at: Date): Promise<void> {
  const ids = [...new Set(productIds.filter((id): id is string => Boolean(id)))];
  for (let i = 0; i < ids.length; i += 100) await announce(stockMovedEvent, { productIds: ids.slice(i, i + 100), at: at.toISOString() });
}
