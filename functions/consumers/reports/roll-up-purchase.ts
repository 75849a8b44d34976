// Keeps the VAT on stock purchases: each receipt of goods on a purchase order is added to its day's
// rollup once (decision 199), however often its event is delivered or a retried receive announces it.
import { PURCHASE_GOODS_RECEIVED, PurchaseGoodsReceivedEventSchema } from '../../../shared/events';
import { getPurchaseOrder } from '../../data/purchase-orders';
import { applyToDay } from '../../data/report-days';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { receiptContribution } from '../../reports/purchase-contribution';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== PURCHASE_GOODS_RECEIVED) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const { orderId, receiptId } = PurchaseGoodsReceivedEventSchema.parse(event.detail);
  const receipt = (await getPurchaseOrder(orderId))?.receipts.find((r) => r.receiptId === receiptId);
  // Thrown, so the bus retries: the event follows the receipt's committed transaction.
  if (!receipt) throw new Error(`Receipt ${receiptId} of purchase order ${orderId} not found`);
  const contribution = receiptContribution(receipt);
  if (!contribution) {
    logger.warn('A receipt without VAT figures (received before they were recorded) is left out');
    return;
  }
  // The same cause as the receipt's stock movements.
  const added = await applyToDay(`po-receipt:${orderId}:${receiptId}`, contribution.day, contribution.fields);
  logger.info(added ? 'Receipt added to the report rollup' : 'Receipt already in the report rollup');
});
