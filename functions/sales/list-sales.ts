// /admin/sales: the invoices of a range of London days (every till sale and paid online order has
// one) with their credit notes, filtered by method, staff member and customer. A page at a time,
// newest first (decision 361): two Queries of gsi1.
import type { SalesList, SalesListQuery, SalesRow } from '../../shared/schemas/sales/sale';
import type { Staff } from '../../shared/schemas/sales/fields';
import { invoicesWithNotesPage } from '../data/invoice-pages';
import { londonDayEnd, londonDayStart } from '../audit/london-days';

export function dayRange(from: string, to: string): { start: string; end: string } {
  return { start: londonDayStart(from).toISOString(), end: londonDayEnd(to).toISOString() };
}

export async function listSales(query: SalesListQuery): Promise<SalesList> {
  const { start, end } = dayRange(query.from, query.to);
  const { invoices, creditNotes: notes, nextCursor } = await invoicesWithNotesPage(start, end, query.cursor);
  const needle = query.customer?.toLowerCase();
  const staff = new Map<string, Staff>();
  for (const invoice of invoices) if (invoice.staff) staff.set(invoice.staff.userId, invoice.staff);
  const rows: SalesRow[] = invoices
    .filter((i) => !query.method || i.payments.some((p) => p.method === query.method))
    .filter((i) => !query.staff || i.staff?.userId === query.staff)
    .filter((i) => !needle || (i.customer?.name.toLowerCase().includes(needle) ?? false) || i.customer?.customerQr === query.customer)
    .map((i) => ({
      invoiceNumber: i.number,
      issuedAt: i.issuedAt,
      channel: i.source.kind,
      saleId: i.source.kind === 'till' ? i.source.saleId : undefined,
      orderId: i.source.kind === 'online' ? i.source.orderId : undefined,
      staff: i.staff,
      customerName: i.customer?.name,
      totalPence: i.totalPence,
      vatPence: i.vat.vatPence,
      payments: i.payments,
    }));
  const shown = new Set(rows.map((r) => r.invoiceNumber));
  return {
    rows,
    refunds: notes
      .filter((n) => shown.has(n.invoiceNumber) || (!query.method && !query.staff && !needle))
      .map((n) => ({ creditNoteNumber: n.number, invoiceNumber: n.invoiceNumber, issuedAt: n.issuedAt, totalPence: n.totalPence, reason: n.reason, refunds: n.refunds })),
    staff: [...staff.values()],
    ...(nextCursor ? { nextCursor } : {}),
  };
}
