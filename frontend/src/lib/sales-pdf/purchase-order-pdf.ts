// A purchase order as a PDF, drawn in the browser (decision 183): it is downloaded, and sent with the
// order when it is placed, for the server to email to the supplier.
import { formatPence } from '../../../../shared/money';
import type { PurchaseOrder } from '../../../../shared/schemas/suppliers/purchase-order';
import { PdfWriter } from './pdf-layout';

export async function purchaseOrderPdf(order: PurchaseOrder): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Purchase order ${order.number}`);
  pdf.letterhead('Purchase order', order.number);
  pdf.text(`To: ${order.supplierName} <${order.supplierEmail}>`, { bold: true });
  if (order.supplierAccountNumber) pdf.text(`Our account number: ${order.supplierAccountNumber}`);
  pdf.text(`Date: ${new Date(order.orderedAt ?? order.updatedAt).toLocaleDateString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' })}`);
  pdf.gap(10);
  pdf.row([['Supplier SKU', 0], ['Description', 110], ['Qty', 360, true], ['Unit cost', 430, true], ['Total', 495, true]], { bold: true });
  pdf.rule();
  for (const line of order.lines) {
    pdf.row([[line.supplierSku, 0], [line.description.slice(0, 45), 110], [String(line.quantity), 360, true], [formatPence(line.unitCostPence), 430, true], [formatPence(line.quantity * line.unitCostPence), 495, true]]);
  }
  pdf.rule();
  pdf.row([['Total excluding VAT', 110], [formatPence(order.totalPence), 495, true]], { bold: true });
  pdf.gap(14);
  pdf.text(`Please quote ${order.number} on the delivery note and the invoice.`, { colour: 'grey' });
  return pdf.bytes();
}

/** The PDF's bytes as base64, for the place-order request. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
