// /shop/orders: the customer's online orders with their status, newest first.
import { useQuery } from '@tanstack/react-query';
import { Link, generatePath } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { PageSection } from '../../../components/ui/page-section';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myOrdersQueryOptions } from '../api/orders';
import { OrderStatusBadge } from './order-status';

export function OrdersPage() {
  useDocumentTitle('Your orders');
  const orders = useQuery(myOrdersQueryOptions());
  return (
    <PageSection title="Your orders">
      <QueryContent
        query={orders}
        loadingLabel="Loading your orders"
        failedTitle="Could not load your orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <p className="text-muted">
            No orders yet.{' '}
            <Link to={paths.shop} className="underline">
              Browse the shop
            </Link>
          </p>
        }
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
                <Link to={generatePath(paths.orderDetail, { id: order.id })} className="font-semibold underline">
                  Order {order.id.slice(-8)}
                </Link>
                <span className="text-sm text-muted">{order.lines.reduce((n, l) => n + l.quantity, 0)} items, {formatPence(order.totalPence)}</span>
                <OrderStatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </PageSection>
  );
}
