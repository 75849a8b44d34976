// /mail-in-repair/order/{id} and /account/mail-in-orders/{id}: one of the customer's mail-in orders.
// While the device is awaited: the address to post to and the numbered packing instructions, ready
// to print, and Cancel. Then: the repair it became, and the tracking reference of the way back.
import Printer from 'lucide-react/icons/printer';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../../../shared/dates';
import type { MailInOrderDetail } from '../../../../../shared/schemas/mail-in';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LinePlaceholder } from '../../../components/ui/line-placeholder';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myMailInOrderQueryOptions, useCancelMailInOrder } from '../api/mail-in-orders';
import { MailInStateLabel } from './mail-in-state';
import { LoadFailure } from '../../../components/ui/load-failure';

const LOADING_LABEL = 'Loading your order';

/**
 * The page's header and what follows. The sentence is the largest text in a phone's first screen
 * whatever the order is (the packing steps, the repair), so it is the page's LCP from the HTML; the
 * reference and the state line keep their height in the frame, so nothing moves (decision 226).
 */
function MailInOrderLayout({ reference, status, children }: { reference: ReactNode; status: ReactNode; children: ReactNode }) {
  return (
    <article aria-labelledby="order-title" className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Mail-in order</p>
        <h1 id="order-title" className="text-3xl font-bold tracking-tight">
          Order {reference}
        </h1>
        <p className="flex min-h-6 flex-wrap items-center gap-3 text-muted" aria-live="polite">
          {status}
        </p>
        <p className="text-lg text-muted">How to pack and post your device to us, then the repair we open when it arrives and how it comes back to you.</p>
      </header>
      {children}
    </article>
  );
}

/**
 * The page before the user and the order are known: the header with the reference and state still to
 * come, and the loading state. In the page's HTML (one file for every order, so nothing in it is the
 * order's) and under the guard while it asks who is signed in (decisions 204, 226).
 */
export function MailInOrderFrame({ reference }: { reference?: string }) {
  useDocumentTitle(reference ? `Mail-in order ${reference}` : 'Mail-in order');
  return (
    <MailInOrderLayout
      reference={<LinePlaceholder width="w-40" />}
      status={
        <>
          <LinePlaceholder width="w-32" />
          <LinePlaceholder width="w-48" />
        </>
      }
    >
      <PageSpinner label={LOADING_LABEL} />
    </MailInOrderLayout>
  );
}

export function MailInOrderPage({ reference }: { reference: string }) {
  const detail = useQuery(myMailInOrderQueryOptions(reference));
  useDocumentTitle(`Mail-in order ${reference}`);
  if (detail.isPending) return <MailInOrderFrame reference={reference} />;
  if (detail.isError) {
    return (
      <LoadFailure error={detail.error} notFoundTitle="We could not find that mail-in order" failedTitle="We could not load your order">
        <Link to={paths.mailInOrders} className={buttonClasses('outline')}>
          Your mail-in orders
        </Link>
      </LoadFailure>
    );
  }
  return <OrderDetail detail={detail.data} />;
}

function OrderDetail({ detail }: { detail: MailInOrderDetail }) {
  const { order, shopAddress, packingInstructions } = detail;
  const cancel = useCancelMailInOrder(order.reference);
  const awaiting = order.state === 'Awaiting device';
  return (
    <MailInOrderLayout
      reference={order.reference}
      status={
        <>
          <MailInStateLabel state={order.state} />
          <span>Placed {formatDateTime(order.createdAt)}</span>
        </>
      }
    >

      {awaiting ? (
        <section aria-labelledby="send-title" className="grid gap-5 rounded-2xl border border-accent/50 bg-accent/10 p-5 sm:p-6">
          <h2 id="send-title" className="text-xl font-semibold">
            Send your device to us
          </h2>
          <div className="grid gap-1">
            <h3 className="text-sm text-subtle">Post it to</h3>
            <address className="text-lg font-semibold not-italic">
              {shopAddress.name}
              <br />
              {shopAddress.line1}
              <br />
              {shopAddress.city}
              <br />
              {shopAddress.postcode}
            </address>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">Packing instructions</h3>
            <ol className="grid list-decimal gap-2 pl-5 text-muted">
              {packingInstructions.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ol>
            <p className="font-semibold">Write {order.reference} on the note inside the box.</p>
          </div>
          <div className="flex flex-wrap gap-3 print:hidden">
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              Print
            </Button>
            <ConfirmDialog
              trigger={cancel.isPending ? 'Cancelling...' : 'Cancel order'}
              title={`Cancel order ${order.reference}?`}
              description="Only cancel if you have not posted the device yet."
              confirmLabel="Cancel order"
              cancelLabel="Keep it"
              pending={cancel.isPending}
              onConfirm={() => cancel.mutate()}
            />
          </div>
        </section>
      ) : null}

      {order.jobQrCode ? (
        <section aria-labelledby="job-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <h2 id="job-title" className="text-xl font-semibold">
            Your repair
          </h2>
          <p className="text-muted">
            We received your device{order.receivedAt ? ` on ${formatDate(order.receivedAt)}` : ''} and opened repair {order.jobNumber}.
          </p>
          <Link to={generatePath(paths.repairDetail, { repairId: order.jobQrCode })} className={buttonClasses('primary', 'md', 'justify-self-start')}>
            Follow repair {order.jobNumber}
          </Link>
        </section>
      ) : null}

      {order.state === 'Returned' ? (
        <section aria-labelledby="returned-title" className="grid gap-2 rounded-2xl border border-success/50 bg-success/10 p-5 sm:p-6">
          <h2 id="returned-title" className="text-xl font-semibold">
            On its way back
          </h2>
          <p className="text-muted">
            Posted{order.returnedAt ? ` on ${formatDate(order.returnedAt)}` : ''}. Tracking reference:{' '}
            <span className="font-mono font-semibold text-foreground">{order.trackingReference}</span>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="details-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="details-title" className="text-xl font-semibold">
          Order details
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-subtle">Device</dt>
            <dd className="font-semibold">
              {order.device.make} {order.device.model}
              {order.device.colour ? ` (${order.device.colour})` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-subtle">Return address</dt>
            <dd>
              {[order.returnAddress.name, order.returnAddress.line1, order.returnAddress.line2, order.returnAddress.city, order.returnAddress.postcode]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-subtle">Problem</dt>
            <dd className="text-muted">{order.problem}</dd>
          </div>
        </dl>
      </section>
      <Link to={paths.mailInOrders} className="text-sm font-medium text-primary hover:underline print:hidden">
        All your mail-in orders
      </Link>
    </MailInOrderLayout>
  );
}
