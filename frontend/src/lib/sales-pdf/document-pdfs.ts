// The PDF of an invoice, a credit note and a receipt: letterhead with the VAT number, the lines,
// the VAT breakdown, how it was paid (or refunded), and for repairs the warranty note.
import { BUSINESS } from '../../../../shared/business';
import { formatDate, formatDateTime } from '../../../../shared/dates';
import { formatPence } from '../../../../shared/money';
import type { Payment, VatBreakdownSchema } from '../../../../shared/schemas/sales/fields';
import type { CreditNote, Invoice } from '../../../../shared/schemas/sales/invoice';
import type * as z from 'zod/mini';
import { PdfWriter } from './pdf-layout';
import { lineVatNote, vatSummary } from '../../../../shared/sales/vat-display';
import { tenderName } from '../../../../shared/sales/tender-names';

type Vat = z.infer<typeof VatBreakdownSchema>;

export function paymentLabel(payment: Payment): string {
  const reference = payment.reference ? ` (ref ${payment.reference})` : '';
  const change = payment.changePence ? `, tendered ${formatPence(payment.tenderedPence ?? 0)}, change ${formatPence(payment.changePence)}` : '';
  return `${tenderName(payment)}${reference}${change}`;
}

export function warrantyNote(warrantyEndsAt: string, jobNumber: string | undefined): string {
  return `Repair ${jobNumber ?? ''}: covered by our ${BUSINESS.warrantyMonths}-month warranty until ${formatDate(warrantyEndsAt)} (parts and labour of this repair).`;
}

function vatRows(pdf: PdfWriter, vat: Vat, label: string): void {
  pdf.row([['Net (excl. VAT)', 330], [formatPence(vat.netPence), 495, true]]);
  for (const row of vatSummary(vat)) pdf.row([[row.label, 250], [row.vatPence === null ? '' : formatPence(row.vatPence), 495, true]]);
  pdf.row([[label, 330], [formatPence(vat.grossPence), 495, true]], { bold: true });
}

function invoiceBody(pdf: PdfWriter, invoice: Invoice): void {
  pdf.text(`Date: ${formatDateTime(invoice.issuedAt)}`);
  pdf.text(`Invoice to: ${invoice.customer?.name ?? 'Walk-in customer'}`);
  if (invoice.customer?.address) pdf.text(invoice.customer.address);
  if (invoice.source.kind === 'online') pdf.text(`Online order ${invoice.source.orderId}`, { colour: 'grey', size: 9 });
  if (invoice.staff) pdf.text(`Served by: ${invoice.staff.name}`, { colour: 'grey', size: 9 });
  pdf.gap(10);
  pdf.row([['Item', 0], ['Qty', 300, true], ['Each', 370, true], ['Discount', 430, true], ['Total', 495, true]], { bold: true });
  pdf.rule();
  for (const line of invoice.lines) {
    pdf.row([[line.description.slice(0, 60), 0], [String(line.quantity), 300, true], [formatPence(line.unitPence), 370, true], [line.discountPence ? `-${formatPence(line.discountPence)}` : '', 430, true], [formatPence(line.netPence), 495, true]]);
    const note = lineVatNote(line);
    if (note) pdf.text(note, { colour: 'grey', size: 9 });
  }
  pdf.rule();
  pdf.row([['Subtotal', 330], [formatPence(invoice.subtotalPence), 495, true]]);
  if (invoice.discountPence) pdf.row([['Discounts', 330], [`-${formatPence(invoice.discountPence)}`, 495, true]]);
  if (invoice.reward) pdf.row([[`of which ${invoice.reward.name} (${invoice.reward.points} points)`.slice(0, 60), 250], [`-${formatPence(invoice.reward.discountPence)}`, 495, true]]);
  vatRows(pdf, invoice.vat, 'Total');
  pdf.gap(10);
  pdf.text('Payment', { bold: true });
  if (invoice.payments.length === 0) pdf.text('Nothing to pay');
  for (const payment of invoice.payments) pdf.text(`${paymentLabel(payment)}: ${formatPence(payment.amountPence)}`);
  const repairs = invoice.lines.filter((l) => l.warrantyEndsAt);
  if (repairs.length) {
    pdf.gap(10);
    pdf.text('Warranty', { bold: true });
    for (const line of repairs) pdf.text(warrantyNote(line.warrantyEndsAt!, line.jobNumber), { size: 9 });
  }
}

export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Invoice ${invoice.number}`);
  pdf.letterhead('VAT INVOICE', invoice.number, invoice.seller?.vatNumber);
  invoiceBody(pdf, invoice);
  pdf.gap(16);
  pdf.text(invoice.seller ? invoice.seller.footer : `Thank you for choosing ${BUSINESS.name}.`, { colour: 'grey', size: 9 });
  return pdf.bytes();
}

/** A receipt is the invoice's content with the claim code for loyalty points. */
export async function receiptPdf(invoice: Invoice, claimUrl: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Receipt ${invoice.number}`);
  pdf.letterhead('RECEIPT', invoice.number, invoice.seller?.vatNumber);
  invoiceBody(pdf, invoice);
  pdf.gap(16);
  pdf.text('Collect your loyalty points: scan the code on your printed receipt or open', { size: 9 });
  pdf.text(claimUrl, { size: 9 });
  return pdf.bytes();
}

export async function creditNotePdf(note: CreditNote): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Credit note ${note.number}`);
  pdf.letterhead('CREDIT NOTE', note.number, note.seller?.vatNumber);
  pdf.text(`Date: ${formatDateTime(note.issuedAt)}`);
  pdf.text(`Against invoice: ${note.invoiceNumber}`, { bold: true });
  pdf.text(`Customer: ${note.customer?.name ?? 'Walk-in customer'}`);
  pdf.text(`Reason: ${note.reason}`);
  pdf.gap(10);
  pdf.row([['Item refunded', 0], ['Qty', 370, true], ['Amount', 495, true]], { bold: true });
  pdf.rule();
  for (const line of note.lines) {
    pdf.row([[line.description.slice(0, 70), 0], [String(line.quantity), 370, true], [formatPence(line.amountPence), 495, true]]);
    const vatNote = lineVatNote(line);
    if (vatNote) pdf.text(vatNote, { colour: 'grey', size: 9 });
  }
  pdf.rule();
  vatRows(pdf, note.vat, 'Total refunded');
  pdf.gap(10);
  pdf.text('Refunded to', { bold: true });
  for (const refund of note.refunds) pdf.text(`${paymentLabel(refund)}: ${formatPence(refund.amountPence)}`);
  return pdf.bytes();
}
