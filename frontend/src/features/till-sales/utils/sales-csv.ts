// The sales list as CSV (RFC 4180 quoting), amounts in pounds with 2 decimals, one row per invoice
// then one per credit note (negative), for the accountant's spreadsheet.
import type { SalesList } from '../../../../../shared/schemas/sales/sale';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const pounds = (pence: number) => (pence / 100).toFixed(2);
const methodPence = (payments: { method: string; amountPence: number }[], method: string) => payments.filter((p) => p.method === method).reduce((a, p) => a + p.amountPence, 0);

export function salesCsv(list: SalesList): string {
  const rows: (string | number)[][] = [['Document', 'Issued at (UTC)', 'Channel', 'Invoice', 'Customer', 'Staff', 'Total', 'VAT', 'Cash', 'Card', 'Online', 'Note']];
  for (const r of list.rows) {
    rows.push([r.invoiceNumber, r.issuedAt, r.channel, r.invoiceNumber, r.customerName ?? '', r.staff?.name ?? '', pounds(r.totalPence), pounds(r.vatPence), ...['cash', 'card', 'online'].map((m) => pounds(methodPence(r.payments, m))), '']);
  }
  for (const n of list.refunds) {
    rows.push([n.creditNoteNumber, n.issuedAt, 'refund', n.invoiceNumber, '', '', pounds(-n.totalPence), '', ...['cash', 'card', 'online'].map((m) => pounds(-methodPence(n.refunds, m))), n.reason]);
  }
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
