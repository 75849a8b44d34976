// An order's status as a badge.
import type { OrderStatus } from '../../../../../shared/schemas/shop/order';
import { cn } from '../../../utils/cn';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const tone = ['Cancelled', 'Refunded'].includes(status) ? 'bg-surface-raised text-muted' : status === 'Pending payment' ? 'bg-accent text-accent-foreground' : 'bg-primary text-primary-foreground';
  return <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', tone)}>{status}</span>;
}
