// The dashboard's mail-in orders still under way (awaiting the device, or received).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Notice } from '../../../components/form/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { myMailInOrdersQueryOptions } from '../api/mail-in-orders';
import { MailInOrderList } from './mail-in-order-list';

export function MailInSection() {
  const orders = useQuery(myMailInOrdersQueryOptions());
  const open = orders.data?.filter((order) => order.state === 'Awaiting device' || order.state === 'Received') ?? [];
  return (
    <section aria-labelledby="mail-in-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="mail-in-title" className="text-xl font-semibold">
          Mail-in orders
        </h2>
        <Link to={paths.mailInOrders} className="text-sm font-medium text-primary hover:underline">
          All mail-in orders
        </Link>
      </div>
      {orders.isPending ? (
        <Spinner label="Loading your mail-in orders" />
      ) : orders.isError ? (
        <Notice tone="error" title="Could not load your mail-in orders">
          {serverMessage(orders.error)}
        </Notice>
      ) : open.length === 0 ? (
        <p className="text-muted">No mail-in orders under way.</p>
      ) : (
        <MailInOrderList orders={open} />
      )}
    </section>
  );
}
