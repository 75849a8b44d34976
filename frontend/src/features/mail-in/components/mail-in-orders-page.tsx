// /account/mail-in-orders: every mail-in order of the customer, newest first.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from '../../../components/form/notice';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { myMailInOrdersQueryOptions } from '../api/mail-in-orders';
import { MailInOrderList } from './mail-in-order-list';

function MailInOrdersLayout({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="orders-title" className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="orders-title" className="text-3xl font-bold tracking-tight">
            Mail-in orders
          </h1>
          <p className="mt-2 text-muted">Devices you send us by post, and where each one is.</p>
        </div>
        <Link to={paths.mailInRepair} className={buttonClasses('primary')}>
          Send a device by post
        </Link>
      </header>
      {children}
    </section>
  );
}

function LoadingOrders() {
  return <PageSpinner label="Loading your orders" />;
}

/**
 * The page before the user and their orders are known: exactly what the page draws while the list
 * loads. In the page's HTML and under the guard while it asks who is signed in, so the heading paints
 * at once and nothing moves when the page takes its place (decisions 204, 222).
 */
export function MailInOrdersFrame() {
  useDocumentTitle('Mail-in orders');
  return (
    <MailInOrdersLayout>
      <LoadingOrders />
    </MailInOrdersLayout>
  );
}

export function MailInOrdersPage() {
  useDocumentTitle('Mail-in orders');
  const orders = useQuery(myMailInOrdersQueryOptions());
  return (
    <MailInOrdersLayout>
      {orders.isPending ? (
        <LoadingOrders />
      ) : orders.isError ? (
        <Notice tone="error" role="alert" title="Could not load your orders">
          {serverMessage(orders.error)}
        </Notice>
      ) : orders.data.length === 0 ? (
        <p className="text-muted">No mail-in orders yet.</p>
      ) : (
        <MailInOrderList orders={orders.data} />
      )}
    </MailInOrdersLayout>
  );
}
