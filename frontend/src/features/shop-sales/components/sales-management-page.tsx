// /admin/sales-management: online orders by status; mark packed, ready, dispatched (with tracking),
// collected or delivered; refund the whole order or some lines, the card's part through the payment
// provider and a gift card's or store credit's back onto it (decision 377), or all onto the customer's
// store credit when they choose it (decision 379), each refund saying where it went.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ulid } from 'ulid';
import { formatPence } from '../../../../../shared/money';
import { ORDER_STATUSES, type Order, type OrderMove, type OrderStatus } from '../../../../../shared/schemas/shop/order';
import { refundDestinations } from '../../../../../shared/shop/refund-destinations';
import { Button, buttonClasses } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { cn } from '../../../utils/cn';
import { shopOrdersQueryOptions, useMoveOrder, useRefundOrder } from '../api/shop-orders';

const MOVES_FROM: Partial<Record<OrderStatus, { move: OrderMove; label: string; fulfilment?: Order['fulfilment'] }[]>> = {
  Paid: [
    { move: 'packed', label: 'Mark packed' },
    { move: 'ready', label: 'Mark ready for collection', fulfilment: 'collect' },
    { move: 'dispatched', label: 'Mark dispatched', fulfilment: 'delivery' },
  ],
  Processing: [
    { move: 'ready', label: 'Mark ready for collection', fulfilment: 'collect' },
    { move: 'dispatched', label: 'Mark dispatched', fulfilment: 'delivery' },
  ],
  'Ready for collection': [{ move: 'collected', label: 'Mark collected' }],
  Dispatched: [{ move: 'delivered', label: 'Mark delivered' }],
};
const REFUNDABLE: OrderStatus[] = ['Paid', 'Processing', 'Ready for collection', 'Dispatched', 'Collected', 'Delivered'];

export function SalesManagementPage() {
  useDocumentTitle('Online orders');
  const [status, setStatus] = useState<OrderStatus>('Paid');
  const orders = useQuery(shopOrdersQueryOptions(status));
  return (
    <section aria-labelledby="sales-title" className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <h1 id="sales-title" className="text-3xl font-bold tracking-tight">
        Online orders
      </h1>
      <nav aria-label="Order status">
        <ul className="flex flex-wrap gap-2">
          {ORDER_STATUSES.map((s) => (
            <li key={s}>
              <button type="button" aria-pressed={s === status} onClick={() => setStatus(s)} className={buttonClasses(s === status ? 'primary' : 'outline', 'sm')}>
                {s}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <QueryContent
        query={orders}
        loadingLabel="Loading orders"
        failedTitle="Could not load the orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={<p className="text-muted">No orders are {status}.</p>}
      >
        {(data) => (
          <ul className="grid gap-4">
            {data.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        )}
      </QueryContent>
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const move = useMoveOrder();
  const refund = useRefundOrder();
  const { user } = useAuth();
  const refunds = can(user, 'till.refund');
  const fulfils = can(user, 'orders.fulfil');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [toStoreCredit, setToStoreCredit] = useState(false);
  const [lines, setLines] = useState<Record<string, number>>({});
  const moves = (MOVES_FROM[order.status] ?? []).filter((m) => !m.fulfilment || m.fulfilment === order.fulfilment);
  const label = `Order ${order.id.slice(-8)}`;
  const chosenLines = Object.fromEntries(Object.entries(lines).filter(([, q]) => q > 0));
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface p-4" aria-label={label}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{label}</h2>
        <span className="text-sm text-muted">
          {order.firstName} ({order.email}), {order.fulfilment === 'collect' ? 'click and collect' : `delivery to ${order.address?.postcode ?? ''}`}, {formatPence(order.totalPence)}
          {order.refundedPence ? `, ${formatPence(order.refundedPence)} refunded` : ''}
        </span>
      </div>
      <ul className="text-sm">
        {order.lines.map((line) => (
          <li key={line.productId} className="flex flex-wrap items-center gap-2">
            <span>
              {line.quantity} x {line.name} ({line.sku}){line.refundedQuantity ? `, ${line.refundedQuantity} refunded` : ''}
            </span>
            {refunds && REFUNDABLE.includes(order.status) && line.quantity > line.refundedQuantity ? (
              <label className="ml-auto flex items-center gap-2">
                Refund qty
                <input
                  type="number"
                  min={0}
                  max={line.quantity - line.refundedQuantity}
                  value={lines[line.productId] ?? 0}
                  onChange={(e) => setLines({ ...lines, [line.productId]: Number(e.target.value) })}
                  className="h-9 w-16 rounded-lg border border-border-strong bg-background px-2"
                />
              </label>
            ) : null}
          </li>
        ))}
      </ul>
      {order.trackingReference ? <p className="text-sm">Tracking: {order.trackingReference}</p> : null}
      {order.refunds.length ? (
        <ul className="grid gap-1 text-sm" aria-label="Refunds">
          {order.refunds.map((r) => (
            <li key={r.refundId}>
              Refunded {formatPence(r.amountPence)}: {refundDestinations(r, 'the')} ({r.reason})
            </li>
          ))}
        </ul>
      ) : null}
      {order.invoiceNumber ? (
        <p className="text-sm">
          Invoice {order.invoiceNumber}
          {order.refunds.flatMap((r) => (r.creditNoteNumber ? [r.creditNoteNumber] : [])).map((n) => `, credit note ${n}`)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        {fulfils && moves.some((m) => m.move === 'dispatched') ? (
          <label className="grid gap-1 text-sm">
            Tracking reference
            <input value={tracking} onChange={(e) => setTracking(e.target.value)} className="h-9 rounded-lg border border-border-strong bg-background px-2" />
          </label>
        ) : null}
        {(fulfils ? moves : []).map((m) => (
          <Button key={m.move} size="sm" disabled={move.isPending} onClick={() => move.mutate({ id: order.id, move: m.move, trackingReference: m.move === 'dispatched' ? tracking : undefined })}>
            {m.label}
          </Button>
        ))}
      </div>
      {refunds && REFUNDABLE.includes(order.status) ? (
        <div className={cn('flex flex-wrap items-end gap-2 border-t border-border pt-3')}>
          <label className="grid gap-1 text-sm">
            Refund reason
            <input value={reason} onChange={(e) => setReason(e.target.value)} className="h-9 rounded-lg border border-border-strong bg-background px-2" />
          </label>
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5" checked={toStoreCredit} onChange={(e) => setToStoreCredit(e.target.checked)} />
            Refund to store credit (the customer's choice, instead of the card)
          </label>
          <Button size="sm" variant="outline" disabled={refund.isPending || !reason.trim() || !Object.keys(chosenLines).length} onClick={() => refund.mutate({ id: order.id, lines: chosenLines, reason, requestId: ulid(), toStoreCredit })}>
            Refund selected lines
          </Button>
          <Button size="sm" variant="danger" disabled={refund.isPending || !reason.trim()} onClick={() => refund.mutate({ id: order.id, reason, requestId: ulid(), toStoreCredit })}>
            Cancel and refund everything
          </Button>
        </div>
      ) : null}
    </li>
  );
}
