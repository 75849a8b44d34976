// The margin scheme stock book (HMRC VAT Notice 718, decision 355): what each margin scheme line of an
// invoice or credit note writes to the book, and a period's book from its entries, one row per unit:
// a unit sold in the period with its purchase (however long before), a unit bought in the period and
// not sold in it, and each return.
import type { CreditNote, Invoice } from '../../shared/schemas/sales/invoice';
import type { StockBook, StockBookRow } from '../../shared/schemas/reports/stock-book';
import { londonDay } from '../../shared/dates';
import type { StockBookEntry, StockBookPurchase, StockBookSale } from '../data/stock-book';

/** A sold line's unit: its IMEI or serial and, when bought from the public, its trade-in's purchase. */
export interface SoldUnit {
  stockNumber: string;
  bought?: StockBookSale['bought'];
}

type LineFigures = Pick<StockBookSale, 'lineId' | 'description' | 'quantity' | 'pricePence' | 'purchasePence' | 'vatPence'>;

/** A line's entry: the document's date, number and buyer, the line's unit and figures. */
function entryOf(kind: StockBookSale['kind'], document: { issuedAt: string; number: string }, invoice: Invoice, unit: SoldUnit | undefined, figures: LineFigures): StockBookSale {
  return {
    kind,
    at: document.issuedAt,
    documentNumber: document.number,
    lineId: figures.lineId,
    ...(invoice.customer?.name ? { buyer: invoice.customer.name } : {}),
    description: figures.description,
    quantity: figures.quantity,
    ...(unit ? { stockNumber: unit.stockNumber, ...(unit.bought ? { bought: unit.bought } : {}) } : {}),
    pricePence: figures.pricePence,
    purchasePence: figures.purchasePence,
    vatPence: figures.vatPence,
  };
}

/** The stock book's entry of each margin scheme line of an invoice. */
export function saleEntries(invoice: Invoice, units: ReadonlyMap<string, SoldUnit>): StockBookSale[] {
  return invoice.lines
    .filter((line) => line.vatTreatment === 'margin')
    .map((line) =>
      entryOf('sale', invoice, invoice, units.get(line.lineId), {
        lineId: line.lineId,
        description: line.description,
        quantity: line.quantity,
        pricePence: line.netPence,
        purchasePence: (line.marginCostPence ?? 0) * line.quantity,
        vatPence: line.vatPence ?? 0,
      }),
    );
}

/** The stock book's entry of each returned margin scheme line of a credit note. */
export function returnEntries(note: CreditNote, invoice: Invoice, units: ReadonlyMap<string, SoldUnit>): StockBookSale[] {
  return note.lines.flatMap((line): StockBookSale[] => {
    const sold = invoice.lines.find((l) => l.lineId === line.lineId);
    if (line.vatTreatment !== 'margin' || !sold) return [];
    const figures = { lineId: line.lineId, description: line.description, quantity: line.quantity, pricePence: line.amountPence, purchasePence: (sold.marginCostPence ?? 0) * line.quantity, vatPence: line.vatPence ?? 0 };
    return [entryOf('return', note, invoice, units.get(line.lineId), figures)];
  });
}

const dayOf = (at: string) => londonDay(new Date(at));

function purchaseRow(p: StockBookPurchase): StockBookRow {
  return { stockNumber: p.stockNumber, description: p.description, boughtOn: dayOf(p.at), purchaseDocument: p.documentNumber, seller: p.seller, purchasePence: p.pricePence };
}

function saleRow(s: StockBookSale): StockBookRow {
  const signed = (pence: number) => (s.kind === 'return' ? 0 - pence : pence);
  return {
    ...(s.stockNumber ? { stockNumber: s.stockNumber } : {}),
    description: s.description,
    ...(s.bought ? { boughtOn: dayOf(s.bought.at), purchaseDocument: s.bought.documentNumber, seller: s.bought.seller } : {}),
    purchasePence: s.purchasePence,
    soldOn: dayOf(s.at),
    saleDocument: s.documentNumber,
    ...(s.buyer ? { buyer: s.buyer } : {}),
    sellingPence: signed(s.pricePence),
    marginPence: signed(s.pricePence - s.purchasePence),
    vatPence: signed(s.vatPence),
    ...(s.kind === 'return' ? { returned: true } : {}),
  };
}

/** A period's stock book from its entries: the VAT column adds up to the margin scheme's VAT on the VAT return. */
export function stockBook(entries: readonly StockBookEntry[], from: string, to: string): StockBook {
  const sales = entries.filter((e): e is StockBookSale => e.kind !== 'purchase');
  const soldFromTradeIns = new Set(sales.flatMap((s) => (s.kind === 'sale' && s.bought ? [s.bought.tradeInId] : [])));
  const unsold = entries.filter((e): e is StockBookPurchase => e.kind === 'purchase' && !soldFromTradeIns.has(e.tradeInId));
  const rows = [...sales.map(saleRow), ...unsold.map(purchaseRow)].sort((a, b) => (a.soldOn ?? a.boughtOn ?? '').localeCompare(b.soldOn ?? b.boughtOn ?? ''));
  const total = (pick: (row: StockBookRow) => number | undefined) => rows.reduce((sum, row) => sum + (pick(row) ?? 0), 0);
  return {
    from,
    to,
    rows,
    totals: {
      purchasesPence: entries.reduce((sum, e) => sum + (e.kind === 'purchase' ? e.pricePence : 0), 0),
      salesPence: total((r) => r.sellingPence),
      marginPence: total((r) => r.marginPence),
      vatPence: total((r) => r.vatPence),
    },
  };
}
