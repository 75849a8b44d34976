// Adds one invoice or credit note to its day's report rollup (decision 185): reads the document
// (and a credit note's invoice, and the till sale's recorded unit costs or an online order's
// products' costs), works out its contribution and applies it once. Returns false when it had been
// added already.
import { onlineOrderLineId } from '../../shared/sales/online-order-lines';
import type { Invoice } from '../../shared/schemas/sales/invoice';
import { getCreditNote, getInvoice } from '../data/invoices';
import { getProducts } from '../data/products';
import { applyToDay } from '../data/report-days';
import { getSale } from '../data/sales';
import { getShopOrder } from '../data/shop-orders';
import { stockBookEntryItem } from '../data/stock-book';
import { getUnit } from '../data/stock';
import { getTradeIn } from '../data/trade-ins';
import { creditNoteContribution, customerKeyOf, invoiceContribution, type LineCosts } from './sales-contribution';
import { returnEntries, saleEntries, type SoldUnit } from './stock-book';

/** An online order's unit costs: its products' cost now, read moments after the payment (decision 138). */
async function onlineLineCosts(orderId: string): Promise<LineCosts> {
  const order = await getShopOrder(orderId);
  if (!order) return new Map();
  const products = await getProducts(order.lines.map((line) => line.productId));
  return new Map(
    order.lines.flatMap((line, i) => {
      const cost = products.get(line.productId)?.costPence;
      return cost === undefined ? [] : [[onlineOrderLineId(i), cost] as const];
    }),
  );
}

async function lineCosts(invoice: Invoice): Promise<LineCosts> {
  if (invoice.source.kind === 'online') return onlineLineCosts(invoice.source.orderId);
  const sale = await getSale(invoice.source.saleId);
  return new Map((sale?.lines ?? []).filter((l) => l.unitCostPence !== undefined).map((l) => [l.lineId, l.unitCostPence!]));
}

/** A till invoice's margin scheme lines' units, with the trade-in each was bought in, for the stock book (decision 355). */
async function soldUnits(invoice: Invoice): Promise<Map<string, SoldUnit>> {
  const units = new Map<string, SoldUnit>();
  if (invoice.source.kind !== 'till' || !invoice.lines.some((l) => l.vatTreatment === 'margin')) return units;
  const sale = await getSale(invoice.source.saleId);
  for (const line of sale?.lines ?? []) {
    if (line.vatTreatment !== 'margin' || !line.productId || !line.unitId) continue;
    const unit = await getUnit(line.productId, line.unitId);
    if (!unit) continue;
    const tradeIn = unit.tradeInId ? (await getTradeIn(unit.tradeInId))?.header : undefined;
    const bought = tradeIn?.documentNumber && tradeIn.payout ? { tradeInId: tradeIn.id, documentNumber: tradeIn.documentNumber, at: tradeIn.payout.paidAt, seller: tradeIn.seller?.name ?? '' } : undefined;
    units.set(line.lineId, { stockNumber: unit.serial, ...(bought ? { bought } : {}) });
  }
  return units;
}

export async function rollUpDocument(number: string): Promise<boolean> {
  if (number.startsWith('INV-')) {
    const invoice = await getInvoice(number);
    // Thrown, so the bus retries: the event can only follow a committed invoice.
    if (!invoice) throw new Error(`Invoice ${number} not found`);
    const { day, fields } = invoiceContribution(invoice, await lineCosts(invoice));
    const key = customerKeyOf(invoice);
    const book = saleEntries(invoice, await soldUnits(invoice)).map(stockBookEntryItem);
    return applyToDay(number, day, fields, key ? { key, invoiceNumber: number } : undefined, book);
  }
  const note = await getCreditNote(number);
  if (!note) throw new Error(`Credit note ${number} not found`);
  const invoice = await getInvoice(note.invoiceNumber);
  if (!invoice) throw new Error(`Invoice ${note.invoiceNumber} of ${number} not found`);
  const { day, fields } = creditNoteContribution(note, invoice, await lineCosts(invoice));
  const book = note.lines.some((l) => l.vatTreatment === 'margin') ? returnEntries(note, invoice, await soldUnits(invoice)).map(stockBookEntryItem) : [];
  return applyToDay(number, day, fields, undefined, book);
}
