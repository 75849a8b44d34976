// Noticing a product cross its low-stock threshold (issue 30, decision 331). Called with the products
// a stock movement touched (functions/consumers/stock/check-low-stock.ts) and, each morning, with
// every product (the digest): a product at or below its threshold is marked once per crossing and the
// crossing announced (the webhooks' stock.low); one above it again loses its mark, ready for the next.
import { stockLowEvent } from '../../shared/events';
import type { Product } from '../../shared/schemas/shop/product';
import { isLow } from '../../shared/suppliers/suggested-orders';
import { claimAnnouncement, clearLow, markLow, refreshLow, releaseAnnouncement, type LowStockMark } from '../data/low-stock';
import { getProducts } from '../data/products';
import { publishEvent } from '../events/publish-event';

export type LowStockOutcome = 'crossed' | 'still-low' | 're-armed' | 'not-low';

async function announceCrossing(mark: LowStockMark): Promise<void> {
  const { productId, sku, name, available, lowStockThreshold, lowSince } = mark;
  if (!(await claimAnnouncement(productId, lowSince))) return;
  try {
    await publishEvent(stockLowEvent, { productId, sku, name, available, lowStockThreshold, lowSince });
  } catch (error) {
    // Not announce(): the check fails and is retried, and the retry finds the crossing untold.
    await releaseAnnouncement(productId, lowSince);
    throw error;
  }
}

/** One product as read now (consistently): what its check did. */
export async function checkProduct(product: Product & { lowSince?: string }, now: Date): Promise<LowStockOutcome> {
  if (isLow(product)) {
    if (!product.lowSince) {
      const crossed = await markLow(product, now.toISOString());
      if (crossed) {
        await announceCrossing(crossed);
        return 'crossed';
      }
    }
    const mark = await refreshLow(product);
    if (mark && !mark.announced) await announceCrossing(mark);
    return 'still-low';
  }
  if (product.lowSince) return (await clearLow(product.id)) ? 're-armed' : 'not-low';
  return 'not-low';
}

/** The products a movement touched, read consistently in one BatchGetItem; unknown ids are skipped. */
export async function checkLowStock(productIds: readonly string[], now: Date): Promise<Map<string, LowStockOutcome>> {
  const products = await getProducts(productIds);
  const outcomes = new Map<string, LowStockOutcome>();
  for (const product of products.values()) outcomes.set(product.id, await checkProduct(product, now));
  return outcomes;
}
