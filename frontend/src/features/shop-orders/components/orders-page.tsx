// /shop/orders: the customer's online orders with their status, newest first.
import { useQuery } from '@tanstack/react-query';
import { Link, generatePath } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { Notice } from '../../../components/form/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { myOrdersQueryOptions } from '../api/orders';
import { OrderStatusBadge } from './order-status';

export function OrdersPage() {
  useDocumentTitle('Your orders');
  const orders = useQuery(myOrdersQueryOptions());
  return (
    <section aria-labelledby="orders-title" className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 id="orders-title" className="text-3xl font-bold tracking-tight">
        Your orders
      </h1>
      {orders.isPending ? (
        <PageSpinner label="Loading your orders" />
      ) : orders.isError ? (
        <Notice tone="error" role="alert" title="Could not load your orders">
          {serverMessage(orders.error)}
        </Notice>
      ) : orders.data.orders.length === 0 ? (
        <p className="text-muted">
          No orders yet.{' '}
          <Link to={paths.shop} className="underline">
            Browse the shop
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3">
          {orders.data.orders.map((order) => (
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
    </section>
  );
}
