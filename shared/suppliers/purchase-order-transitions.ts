// Which purchase order status may follow which (decision 182). Receiving moves Ordered or Part
// received on to Part received or Received, by what has arrived; only staff's cancel and place moves
// are asked for directly.
import type { PurchaseOrderStatus } from '../schemas/suppliers/purchase-order';

export const PURCHASE_ORDER_TRANSITIONS: Readonly<Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]>> = {
  Draft: ['Ordered', 'Cancelled'],
  Ordered: ['Part received', 'Received', 'Cancelled'],
  'Part received': ['Part received', 'Received'],
  Received: [],
  Cancelled: [],
};

export function canMovePurchaseOrder(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return PURCHASE_ORDER_TRANSITIONS[from].includes(to);
}

/** What a receipt makes of the order: Received once every line has all its quantity. */
export function statusAfterReceipt(lines: readonly { quantity: number; receivedQuantity: number }[]): PurchaseOrderStatus {
  return lines.every((l) => l.receivedQuantity >= l.quantity) ? 'Received' : 'Part received';
}
