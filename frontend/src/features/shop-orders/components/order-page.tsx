// /shop/orders/{id} and, after paying, /payment-success?order={id} (and /payment-success-page): the
// order with its lines, totals, VAT, address and tracking. Another customer's order is not found.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myOrderQueryOptions } from '../api/orders';
import { OrderDetail } from './order-detail';

export function OrderPage() {
  const order = useOrder(false);
  useDocumentTitle('Your order');
  if (order.query.isError) return <LoadFailure error={order.query.error} notFoundTitle="Order not found" failedTitle="Could not load your order" />;
  return (
    <PageSection title="Your order">
      <OrderContent order={order} afterPayment={false} />
    </PageSection>
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
  if (order.isPending || !order.data) return <PageSpinner label="Loading your order" />;
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
