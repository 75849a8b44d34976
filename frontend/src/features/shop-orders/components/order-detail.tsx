// One order: status, lines, totals with VAT, the invoice (PDF), delivery address or collection,
// tracking, refunds with their credit notes and where each went (decision 377).
import { formatPence } from '../../../../../shared/money';
import type { Order } from '../../../../../shared/schemas/shop/order';
import { refundDestinations } from '../../../../../shared/shop/refund-destinations';
import { BUSINESS, formatAddress } from '../../../../../shared/business';
import { PdfButton } from '../../../components/sales/pdf-button';
import { orderDocumentPdf } from '../api/orders';
import { OrderStatusBadge } from './order-status';

export function OrderDetail({ order }: { order: Order }) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-muted">Order {order.id.slice(-8)}, placed {new Date(order.createdAt).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' })}</span>
      </div>
      {order.invoiceNumber ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>Invoice {order.invoiceNumber}</p>
          <PdfButton label="Download invoice (PDF)" filename={`${order.invoiceNumber}.pdf`} make={() => orderDocumentPdf(order.id, order.invoiceNumber!)} />
        </div>
      ) : null}
      {order.notHonoured ? <p role="alert">Your payment arrived after the items sold out, so we refunded it in full.</p> : null}
      <table className="w-full text-left">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col" className="text-right">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId} className="border-b border-border">
              <td className="py-2 wrap-anywhere">
                {line.name}
                {line.refundedQuantity ? <span className="block text-sm text-muted">{line.refundedQuantity} refunded</span> : null}
              </td>
              <td>{line.quantity}</td>
              <td className="text-right">{formatPence(line.unitPricePence * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-2 font-normal">
              Delivery
            </th>
            <td className="text-right">{order.deliveryPence ? formatPence(order.deliveryPence) : 'Free'}</td>
          </tr>
          {order.reward ? (
            <tr>
              <th scope="row" colSpan={2} className="font-normal">
                {order.reward.name} ({order.reward.points} points)
              </th>
              <td className="text-right">-{formatPence(order.reward.discountPence)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="text-right font-bold">{formatPence(order.totalPence)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-sm font-normal text-muted">
              Includes VAT (20%)
            </th>
            <td className="text-right text-sm text-muted">{formatPence(order.vatPence)}</td>
          </tr>
          {order.refundedPence ? (
            <tr>
              <th scope="row" colSpan={2} className="font-normal">
                Refunded
              </th>
              <td className="text-right">{formatPence(order.refundedPence)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <section aria-labelledby="fulfilment-title">
        <h2 id="fulfilment-title" className="font-semibold">
          {order.fulfilment === 'collect' ? 'Click and collect' : 'Delivery'}
        </h2>
        {order.fulfilment === 'collect' ? (
          <p className="text-muted">
            From {BUSINESS.name}, {formatAddress()}.
          </p>
        ) : (
          <address className="not-italic text-muted">
            {[order.address?.name, order.address?.line1, order.address?.line2, order.address?.city, order.address?.postcode].filter(Boolean).join(', ')}
          </address>
        )}
        {order.trackingReference ? <p>Royal Mail tracking reference: {order.trackingReference}</p> : null}
      </section>
      {order.refunds.length ? (
        <section aria-labelledby="refunds-title">
          <h2 id="refunds-title" className="font-semibold">
            Refunds
          </h2>
          <ul className="mt-1 grid gap-3">
            {order.refunds.map((refund) => (
              <li key={refund.refundId} className="grid gap-1">
                <span>
                  {formatPence(refund.amountPence)} on {new Date(refund.at).toLocaleDateString('en-GB', { timeZone: 'Europe/London' })}: {refund.reason}
                </span>
                <span className="text-sm text-muted">{refundDestinations(refund, 'your')}</span>
                {/* A line of its own that wraps, its button named short: beside the refund they were wider than a phone (issue 32). */}
                {refund.creditNoteNumber ? (
                  <span className="flex flex-wrap items-center gap-x-2">
                    Credit note {refund.creditNoteNumber}
                    <PdfButton variant="ghost" label={`Download ${refund.creditNoteNumber} (PDF)`} filename={`${refund.creditNoteNumber}.pdf`} make={() => orderDocumentPdf(order.id, refund.creditNoteNumber!)} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
