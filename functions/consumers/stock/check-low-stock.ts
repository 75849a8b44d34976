// The low-stock watcher (decision 331): after a till sale (SalePaid), a paid online order (OrderPaid),
// goods received (PurchaseGoodsReceived) or any other movement (StockMoved), checks each product it
// touched against its threshold. Idempotent: a redelivered event finds the marks already right.
import { ORDER_PAID, PURCHASE_GOODS_RECEIVED, STOCK_MOVED, salePaidEvent, OrderPaidEventSchema, PurchaseGoodsReceivedEventSchema, SalePaidEventSchema, StockMovedEventSchema } from '../../../shared/events';
import { getPurchaseOrder } from '../../data/purchase-orders';
import { getSale } from '../../data/sales';
import { getShopOrder } from '../../data/shop-orders';
import { createConsumer, type BusEvent } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { checkLowStock } from '../../stock/low-stock';

async function productIdsOf(event: BusEvent): Promise<(string | undefined)[] | null> {
  switch (event['detail-type']) {
    case salePaidEvent.detailType:
      return (await getSale(SalePaidEventSchema.parse(event.detail).saleId))?.lines.map((line) => line.productId) ?? [];
    case ORDER_PAID:
      return (await getShopOrder(OrderPaidEventSchema.parse(event.detail).orderId))?.lines.map((line) => line.productId) ?? [];
    case PURCHASE_GOODS_RECEIVED:
      return (await getPurchaseOrder(PurchaseGoodsReceivedEventSchema.parse(event.detail).orderId))?.lines.map((line) => line.productId) ?? [];
    case STOCK_MOVED:
      return StockMovedEventSchema.parse(event.detail).productIds;
    default:
      return null;
  }
}

export const handler = createConsumer(async (event) => {
  const ids = await productIdsOf(event);
  if (ids === null) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const productIds = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!productIds.length) return;
  const outcomes = await checkLowStock(productIds, new Date());
  logger.info('Low-stock check', { outcomes: Object.fromEntries(outcomes) });
});
