// A till receipt, for the screen and for paper: the shop and its VAT number, the lines, total, VAT
// and payments, warranty notes for repairs, and the QR code that claims the receipt's loyalty points
// (/loyalty/claim?code=, which also shows the receipt). Printed on an 80 mm thermal roll
// or on A4 (named print pages: the sheet's class picks the paper).
import { BUSINESS, formatAddress } from '../../../../shared/business';
import { formatDate, formatDateTime } from '../../../../shared/dates';
import { formatPence } from '../../../../shared/money';
import { printedReceiptCode } from '../../../../shared/sales/receipt-code';
import type { Payment } from '../../../../shared/schemas/sales/fields';
import { QrImage } from '../repairs/qr-image';
import { lineVatNote, vatSummary, type VatTreatment } from '../../../../shared/sales/vat-display';
import type { VatBreakdown } from '../../../../shared/sales/vat';
import { tenderName } from '../../../../shared/sales/tender-names';

export interface ReceiptData {
  invoiceNumber: string;
  soldAt: string;
  staffName?: string;
  lines: { description: string; quantity: number; netPence: number; refundedQuantity: number; jobNumber?: string; warrantyEndsAt?: string; discount?: { reason: string }; lineDiscountPence?: number; vatTreatment?: VatTreatment }[];
  /** A loyalty reward redeemed on the sale (decision 160): already in the lines' amounts. */
  reward?: { name: string; points: number; discountPence: number };
  totalPence: number;
  vat: VatBreakdown;
  payments: Payment[];
  refundedPence: number;
  claimUrl: string;
  code: string;
}

export const paperRules = `
@page thermal { size: 80mm auto; margin: 3mm; }
@page a4 { size: A4; margin: 15mm; }
@media print {
  .paper-80 { page: thermal; width: 74mm !important; font-size: 11px; }
  .paper-a4 { page: a4; width: auto !important; font-size: 13px; }
}`;

const methodLabel = (p: Payment) => (p.method === 'card' && p.reference ? `Card (${p.reference})` : tenderName(p));

/** Where the code can be typed: the claim link's site and page, without its code. */
function claimPage(claimUrl: string): string {
  const url = new URL(claimUrl);
  return `${url.host}${url.pathname}`;
}

export function Receipt({ data }: { data: ReceiptData }) {
  return (
    <div className="grid gap-2 p-4 font-mono text-xs leading-snug">
      <style>{paperRules}</style>
      <div className="text-center">
        <p className="text-base font-bold">{BUSINESS.legalName}</p>
        <p>{formatAddress()}</p>
        <p>{BUSINESS.phone.display}</p>
        <p>VAT number {BUSINESS.vatNumber}</p>
      </div>
      <p>
        {data.invoiceNumber} · {formatDateTime(data.soldAt)}
        {data.staffName ? ` · Served by ${data.staffName}` : ''}
      </p>
      <table className="w-full">
        <caption className="sr-only">Items</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line, i) => (
            <tr key={i} className="align-top">
              <td className="py-0.5 pr-2">
                {line.quantity} x {line.description}
                {line.refundedQuantity ? ` (${line.refundedQuantity} refunded)` : ''}
                {line.discount && line.lineDiscountPence ? <span className="block">{line.discount.reason}: -{formatPence(line.lineDiscountPence)}</span> : null}
                {lineVatNote(line) ? <span className="block">{lineVatNote(line)}</span> : null}
              </td>
              <td className="py-0.5 text-right">{formatPence(line.netPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid gap-0.5 border-t border-dashed border-black pt-1">
        {data.reward ? (
          <div className="flex justify-between"><dt>{data.reward.name} ({data.reward.points} points)</dt><dd>-{formatPence(data.reward.discountPence)}</dd></div>
        ) : null}
        <div className="flex justify-between font-bold"><dt>Total</dt><dd>{formatPence(data.totalPence)}</dd></div>
        {vatSummary(data.vat).map((row) => (
          <div key={row.label} className="flex justify-between"><dt>{row.label}</dt><dd>{row.vatPence === null ? '' : formatPence(row.vatPence)}</dd></div>
        ))}
        {data.payments.map((p, i) => (
          <div key={i} className="flex justify-between"><dt>{methodLabel(p)}</dt><dd>{formatPence(p.tenderedPence ?? p.amountPence)}</dd></div>
        ))}
        {data.payments.some((p) => p.changePence) ? (
          <div className="flex justify-between"><dt>Change</dt><dd>{formatPence(data.payments.reduce((a, p) => a + (p.changePence ?? 0), 0))}</dd></div>
        ) : null}
        {data.refundedPence ? <div className="flex justify-between"><dt>Refunded</dt><dd>-{formatPence(data.refundedPence)}</dd></div> : null}
      </dl>
      {data.lines.filter((l) => l.warrantyEndsAt).map((l) => (
        <p key={l.jobNumber}>Repair {l.jobNumber}: {BUSINESS.warrantyMonths}-month warranty until {formatDate(l.warrantyEndsAt!)}.</p>
      ))}
      {/* The code under the QR code on one line, wider than the code itself, in groups of four (decision 248). */}
      <QrImage text={data.claimUrl} code={printedReceiptCode(data.code)} label="Receipt QR code: scan it to collect your loyalty points" className="grid justify-items-center [&>img]:w-32 [&>figcaption]:whitespace-nowrap" />
      <p className="text-center">Scan to collect your loyalty points, or type the code at {claimPage(data.claimUrl)}. Thank you!</p>
    </div>
  );
}
