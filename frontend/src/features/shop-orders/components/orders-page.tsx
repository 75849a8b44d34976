// /shop/orders: the customer's online orders with their status, newest first.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, generatePath } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { PageSection } from '../../../components/ui/page-section';
import { QueryContent } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myOrdersQueryOptions } from '../api/orders';
import { OrderStatusBadge } from './order-status';

const LOADING_LABEL = 'Loading your orders';

/** The heading and its sentence, the page's largest text on a phone whatever the orders are (decision 223). */
function OrdersLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Your orders');
  return (
    <PageSection title="Your orders" intro="Your orders from the online shop, newest first, with where each one is up to.">
      {children}
    </PageSection>
  );
}

/**
 * The page before the user and their orders are known: what the page draws while the orders load.
 * In the page's HTML and under the guard while it asks who is signed in (decisions 204, 223).
 */
export function OrdersFrame() {
  return (
    <OrdersLayout>
      <PageSpinner label={LOADING_LABEL} />
    </OrdersLayout>
  );
}

export function OrdersPage() {
  const orders = useQuery(myOrdersQueryOptions());
  return (
    <OrdersLayout>
      <QueryContent
        query={orders}
        loadingLabel={LOADING_LABEL}
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
    </OrdersLayout>
  );
}
