// Small pure helpers for order changes: the next version of an order with its history entry.
import type { Order, OrderStatus } from '../../shared/schemas/shop/order';

export function withStatus(order: Order, status: OrderStatus, at: Date, by: string, changes: Partial<Order> = {}): Order {
  const when = at.toISOString();
  // updatedAt must change on every write (the next write's condition); the same millisecond twice is bumped.
  const updatedAt = when > order.updatedAt ? when : new Date(new Date(order.updatedAt).getTime() + 1).toISOString();
  return {
    ...order,
    ...changes,
    status,
    updatedAt,
    history: status === order.status ? order.history : [...order.history, { status, at: when, by }],
  };
}
