// One purchase order: its lines, and what its status allows - place it (the PDF is drawn here and
// emailed to the supplier), cancel it, receive what arrived (fresh receipt id per submission).
import { useQuery } from '@tanstack/react-query';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { ulid } from 'ulid';
import { formatPence } from '../../../../../shared/money';
import type { PurchaseOrder } from '../../../../../shared/schemas/suppliers/purchase-order';
import { Notice } from '../../../components/form/notice';
import { PdfButton } from '../../../components/sales/pdf-button';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { purchaseOrderQueryOptions, useCancelOrder, usePlaceOrder, useReceiveGoods, useRemoveOrderLine } from '../api/suppliers';

const drawPdf = async (order: PurchaseOrder) => (await import('../../../lib/sales-pdf/purchase-order-pdf')).purchaseOrderPdf(order);

export function PurchaseOrderPanel({ orderId }: { orderId: string }) {
  const order = useQuery(purchaseOrderQueryOptions(orderId));
  if (order.isPending) return <PageSpinner label="Loading the purchase order" />;
  if (order.isError) return <Notice tone="error" role="alert" title="The purchase order could not be loaded">{serverMessage(order.error)}</Notice>;
  return <OrderView key={order.data.version} order={order.data} />;
}

function OrderView({ order }: { order: PurchaseOrder }) {
  const place = usePlaceOrder(order.id);
  const cancel = useCancelOrder(order.id);
  const remove = useRemoveOrderLine(order.id);
  const receive = useReceiveGoods(order.id);
  const [placing, setPlacing] = useState(false);
  const receivable = order.status === 'Ordered' || order.status === 'Part received';
  const [arrived, setArrived] = useState<Record<string, string>>(() => Object.fromEntries(order.lines.map((l) => [l.lineId, String(l.quantity - l.receivedQuantity)])));
  const failed = (error: unknown) => toast({ title: 'That did not work', description: serverMessage(error), variant: 'destructive' });
  const placeOrder = async () => {
    setPlacing(true);
    try {
      const { toBase64, purchaseOrderPdf } = await import('../../../lib/sales-pdf/purchase-order-pdf');
      const pdf = await purchaseOrderPdf({ ...order, orderedAt: new Date().toISOString() });
      await place.mutateAsync(toBase64(pdf));
      toast({ title: `${order.number} emailed to ${order.supplierName}`, variant: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      setPlacing(false);
    }
  };
  return (
    <section aria-labelledby="order-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="order-title" className="text-2xl font-semibold">
          {order.number}: {order.supplierName}
        </h2>
        <p>
          Status: <strong data-testid="order-status">{order.status}</strong>
        </p>
      </div>
      <ScrollRegion label={`Lines of ${order.number}`}>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">Supplier SKU</th>
              <th scope="col" className="pr-3">Description</th>
              <th scope="col" className="pr-3">For job</th>
              <th scope="col" className="pr-3 text-right">Ordered</th>
              <th scope="col" className="pr-3 text-right">Received</th>
              <th scope="col" className="pr-3 text-right">Unit cost</th>
              {order.status === 'Draft' ? <th scope="col"><span className="sr-only">Remove</span></th> : null}
              {receivable ? <th scope="col">Arrived now</th> : null}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineId} className="border-b border-border">
                <td className="py-2 pr-3">{line.supplierSku}</td>
                <td className="pr-3">{line.description}</td>
                <td className="pr-3">
                  {line.jobQr ? (
                    <Link to={generatePath(paths.adminJob, { qrCode: line.jobQr })} className="text-primary underline">
                      {line.jobNumber}
                    </Link>
                  ) : null}
                </td>
                <td className="pr-3 text-right">{line.quantity}</td>
                <td className="pr-3 text-right">{line.receivedQuantity}</td>
                <td className="pr-3 text-right">{formatPence(line.unitCostPence)}</td>
                {order.status === 'Draft' ? (
                  <td className="py-1 text-right">
                    <Button size="sm" variant="ghost" aria-label={`Remove ${line.supplierSku}`} disabled={remove.isPending} onClick={() => remove.mutate(line.lineId, { onError: failed })}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </td>
                ) : null}
                {receivable ? (
                  <td className="py-1">
                    <input
                      aria-label={`Arrived now of ${line.supplierSku}`}
                      inputMode="numeric"
                      value={arrived[line.lineId] ?? '0'}
                      onChange={(e) => setArrived({ ...arrived, [line.lineId]: e.target.value })}
                      className="h-9 w-20 rounded-lg border border-border-strong bg-background px-2"
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="font-semibold">Total {formatPence(order.totalPence)} excluding VAT</p>
      <div className="flex flex-wrap gap-3">
        {order.status === 'Draft' ? (
          <Button onClick={() => void placeOrder()} disabled={placing || order.lines.length === 0}>
            {placing ? 'Placing...' : 'Place order and email the supplier'}
          </Button>
        ) : null}
        {receivable ? (
          <Button
            disabled={receive.isPending}
            onClick={() =>
              receive.mutate(
                { receiptId: ulid(), lines: order.lines.filter((l) => l.receivedQuantity < l.quantity).map((l) => ({ lineId: l.lineId, quantity: Number(arrived[l.lineId] ?? 0) })) },
                { onSuccess: (next) => toast({ title: `Goods received: ${next.status}`, variant: 'success' }), onError: failed },
              )
            }
          >
            Receive goods
          </Button>
        ) : null}
        <PdfButton label="Download PDF" filename={`${order.number}.pdf`} make={() => drawPdf(order)} />
        {order.status === 'Draft' || order.status === 'Ordered' ? (
          <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined, { onError: failed })}>
            Cancel order
          </Button>
        ) : null}
      </div>
      {order.receipts.length ? (
        <section aria-labelledby="receipts-title" className="grid gap-1 text-sm">
          <h3 id="receipts-title" className="font-semibold">
            Receipts
          </h3>
          <ul>
            {order.receipts.map((r) => (
              <li key={r.receiptId}>
                {new Date(r.at).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'short' })} by {r.by}:{' '}
                {r.lines.map((l) => `${l.quantity} x ${order.lines.find((o) => o.lineId === l.lineId)?.supplierSku ?? ''}`).join(', ')}
                {r.netPence !== undefined && r.vatPence !== undefined ? ` (${formatPence(r.netPence)} + VAT ${formatPence(r.vatPence)})` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
