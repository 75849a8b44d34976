// The VAT page's CSVs (decisions 355, 356): the lines behind one box of the VAT return (box 3 is box
// 1's and 2's, box 5 box 3's less box 4's), and the margin scheme stock book.
import type { StockBook } from '../../../../../shared/schemas/reports/stock-book';
import type { VatReturn, VatReturnLine } from '../../../../../shared/schemas/reports/vat-return';
import { csvPounds, toCsv } from '../../../lib/csv-download';

export const VAT_BOXES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type VatBox = (typeof VAT_BOXES)[number];

export const VAT_BOX_LABELS: Record<VatBox, string> = {
  1: 'VAT due on sales and other outputs',
  2: 'VAT due on acquisitions from EU member states',
  3: 'Total VAT due',
  4: 'VAT reclaimed on purchases and other inputs',
  5: 'Net VAT to pay to HMRC or reclaim',
  6: 'Total value of sales and all other outputs excluding VAT',
  7: 'Total value of purchases and all other inputs excluding VAT',
  8: 'Total value of supplies of goods to EU member states',
  9: 'Total value of acquisitions of goods from EU member states',
};

/** The lines that add up to a box, signed as they count in it. */
export function linesOfBox(vat: VatReturn, box: VatBox): VatReturnLine[] {
  const of = (b: VatReturnLine['box']) => vat.lines.filter((l) => l.box === b);
  if (box === 3) return of(1);
  if (box === 5) return [...of(1), ...of(4).map((l) => ({ ...l, pence: -l.pence }))];
  return box === 1 || box === 4 || box === 6 || box === 7 ? of(box) : [];
}

export function vatBoxCsv(vat: VatReturn, box: VatBox): string {
  const lines = linesOfBox(vat, box);
  return toCsv([
    [`VAT return box ${box}: ${VAT_BOX_LABELS[box]}`, `${vat.from} to ${vat.to}`],
    ['Day', 'Source', 'Amount (GBP)'],
    ...lines.map((l) => [l.day, l.source, csvPounds(l.pence)]),
    ['', `Box ${box}`, csvPounds(vat.boxes[`box${box}`])],
  ]);
}

const pounds = (pence: number | undefined) => (pence === undefined ? '' : csvPounds(pence));

export function stockBookCsv(book: StockBook): string {
  return toCsv([
    ['Margin scheme stock book (VAT Notice 718)', `${book.from} to ${book.to}`],
    ['Stock number', 'Description', 'Bought on', 'Purchase document', 'Seller', 'Purchase price', 'Sold on', 'Invoice or credit note', 'Buyer', 'Selling price', 'Margin', 'VAT on margin'],
    ...book.rows.map((r) => [
      r.stockNumber ?? '',
      r.returned ? `${r.description} (returned)` : r.description,
      r.boughtOn ?? '',
      r.purchaseDocument ?? '',
      r.seller ?? '',
      pounds(r.purchasePence),
      r.soldOn ?? '',
      r.saleDocument ?? '',
      r.buyer ?? '',
      pounds(r.sellingPence),
      pounds(r.marginPence),
      pounds(r.vatPence),
    ]),
    ['Totals', '', '', '', '', csvPounds(book.totals.purchasesPence), '', '', '', csvPounds(book.totals.salesPence), csvPounds(book.totals.marginPence), csvPounds(book.totals.vatPence)],
  ]);
}
