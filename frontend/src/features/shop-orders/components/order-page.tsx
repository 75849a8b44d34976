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

export function OrderPage({ afterPayment = false }: { afterPayment?: boolean }) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('order') ?? '';
  const order = useQuery({ ...myOrderQueryOptions(id, afterPayment), enabled: id !== '' });
  const title = afterPayment ? 'Thank you for your order' : 'Your order';
  useDocumentTitle(title);
  if (order.isError) return <LoadFailure error={order.error} notFoundTitle="Order not found" failedTitle="Could not load your order" />;
  return (
    <PageSection title={title}>
      {!id ? (
        <p className="text-muted">
          No order to show. <Link to={paths.orders} className="underline">See your orders</Link>
        </p>
      ) : order.isPending || !order.data ? (
        <PageSpinner label="Loading your order" />
      ) : (
        <>
          {afterPayment && order.data.status === 'Pending payment' ? <p aria-live="polite">Confirming your payment...</p> : null}
          {afterPayment && order.data.status === 'Paid' ? <p aria-live="polite">Payment received. We have emailed your confirmation.</p> : null}
          <OrderDetail order={order.data} />
          <Link to={paths.orders} className="underline">
            All your orders
          </Link>
        </>
      )}
    </PageSection>
  );
}
