// /shop/orders/{id} and, after paying, /payment-success?order={id} (and /payment-success-page): the
// order with its lines, totals, VAT, address and tracking. Another customer's order is not found.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myOrderQueryOptions } from '../api/orders';
import { OrderDetail } from './order-detail';

const TITLE = 'Your order';
const LOADING_LABEL = 'Loading your order';

/** The heading and its sentence, the page's largest text on a phone whatever the order holds (decision 225). */
function OrderLayout({ children }: { children: ReactNode }) {
  return (
    <PageSection title={TITLE} intro="The items you bought, what you paid with VAT included, and how the order reaches you: by post or collected from the shop.">
      {children}
    </PageSection>
  );
}

/**
 * /shop/orders/{id} before the user and the order are known: what the page draws while the order
 * loads. In the page's HTML and under the guard while it asks who is signed in (decisions 204, 225).
 */
export function OrderFrame() {
  useDocumentTitle(TITLE);
  return (
    <OrderLayout>
      <PageSpinner label={LOADING_LABEL} />
    </OrderLayout>
  );
}

export function OrderPage() {
  const order = useOrder(false);
  useDocumentTitle(TITLE);
  if (order.query.isError) return <LoadFailure error={order.query.error} notFoundTitle="Order not found" failedTitle="Could not load your order" />;
  return (
    <OrderLayout>
      <OrderContent order={order} afterPayment={false} />
    </OrderLayout>
  );
}

/**
 * /payment-success's working part, inside the frame the route draws at once (its heading is in the
 * prerendered HTML; the order comes from the customer's session, so only after the app runs).
 */
export function PaidOrderPart() {
  const order = useOrder(true);
  if (order.query.isError) return <LoadFailure error={order.query.error} notFoundTitle="Order not found" failedTitle="Could not load your order" />;
  return <OrderContent order={order} afterPayment />;
}

function useOrder(afterPayment: boolean) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('order') ?? '';
  const query = useQuery({ ...myOrderQueryOptions(id, afterPayment), enabled: id !== '' });
  return { id, query };
}

function OrderContent({ order: { id, query: order }, afterPayment }: { order: ReturnType<typeof useOrder>; afterPayment: boolean }) {
  if (!id) {
    return (
      <p className="text-muted">
        No order to show. <Link to={paths.orders} className="underline">See your orders</Link>
      </p>
    );
  }
  if (order.isPending || !order.data) return <PageSpinner label={LOADING_LABEL} />;
  return (
    <>
      {afterPayment && order.data.status === 'Pending payment' ? <p aria-live="polite">Confirming your payment...</p> : null}
      {afterPayment && order.data.status === 'Paid' ? <p aria-live="polite">Payment received. We have emailed your confirmation.</p> : null}
      <OrderDetail order={order.data} />
      <Link to={paths.orders} className="underline">
        All your orders
      </Link>
    </>
  );
}
