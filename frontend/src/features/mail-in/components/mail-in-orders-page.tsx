// /account/mail-in-orders: every mail-in order of the customer, newest first.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myMailInOrdersQueryOptions } from '../api/mail-in-orders';
import { MailInOrderList } from './mail-in-order-list';

const LOADING_LABEL = 'Loading your orders';

function MailInOrdersLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Mail-in orders');
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

/**
 * The page before the user and their orders are known: exactly what the page draws while the list
 * loads. In the page's HTML and under the guard while it asks who is signed in, so the heading paints
 * at once and nothing moves when the page takes its place (decisions 204, 222).
 */
export function MailInOrdersFrame() {
  return (
    <MailInOrdersLayout>
      <PageSpinner label={LOADING_LABEL} />
    </MailInOrdersLayout>
  );
}

export function MailInOrdersPage() {
  const orders = useQuery(myMailInOrdersQueryOptions());
  return (
    <MailInOrdersLayout>
      <QueryContent
        query={orders}
        loadingLabel={LOADING_LABEL}
        failedTitle="Could not load your orders"
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-muted">No mail-in orders yet.</p>}
      >
        {(data) => <MailInOrderList orders={data} />}
      </QueryContent>
    </MailInOrdersLayout>
  );
}
