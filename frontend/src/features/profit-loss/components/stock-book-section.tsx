// The margin scheme stock book of the chosen days (HMRC VAT Notice 718, decision 355): each unit's
// purchase and sale, the margin and the VAT due on it, with its CSV.
import { formatPence } from '../../../../../shared/money';
import type { StockBook } from '../../../../../shared/schemas/reports/stock-book';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { downloadText } from '../../../lib/csv-download';
import { stockBookCsv } from '../utils/vat-csv';

const money = (pence: number | undefined) => (pence === undefined ? '' : formatPence(pence));

export function StockBookSection({ book }: { book: StockBook }) {
  return (
    <section aria-labelledby="stock-book-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="stock-book-heading" className="text-lg font-semibold">Margin scheme stock book</h2>
          <p className="mt-1 text-sm text-muted">Second-hand goods bought from the public and sold under the margin scheme (VAT Notice 718).</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => downloadText(`stock-book-${book.from}-to-${book.to}.csv`, stockBookCsv(book))}>Export stock book CSV</Button>
      </div>
      {book.rows.length ? (
        <ScrollRegion label="Stock book">
          <table className="w-full text-sm">
            <caption className="sr-only">Stock book</caption>
            <thead>
              <tr className="text-left text-muted">
                {['Stock number', 'Description', 'Bought', 'Seller', 'Purchase price', 'Sold', 'Buyer', 'Selling price', 'Margin', 'VAT on margin'].map((h) => (
                  <th key={h} scope="col" className="py-1.5 pr-4 font-normal">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {book.rows.map((r, i) => (
                <tr key={`${r.saleDocument ?? r.purchaseDocument}-${r.stockNumber ?? i}`} data-testid="stock-book-row">
                  <td className="py-1.5 pr-4 font-mono">{r.stockNumber}</td>
                  <td className="py-1.5 pr-4">{r.description}{r.returned ? ' (returned)' : ''}</td>
                  <td className="py-1.5 pr-4">{r.boughtOn ? `${r.boughtOn} ${r.purchaseDocument ?? ''}` : ''}</td>
                  <td className="py-1.5 pr-4">{r.seller}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{money(r.purchasePence)}</td>
                  <td className="py-1.5 pr-4">{r.soldOn ? `${r.soldOn} ${r.saleDocument ?? ''}` : 'In stock'}</td>
                  <td className="py-1.5 pr-4">{r.buyer}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{money(r.sellingPence)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{money(r.marginPence)}</td>
                  <td className="py-1.5 text-right tabular-nums">{money(r.vatPence)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" colSpan={4} className="py-1.5 pr-4 text-left">Totals</th>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatPence(book.totals.purchasesPence)}</td>
                <td colSpan={2} />
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatPence(book.totals.salesPence)}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{formatPence(book.totals.marginPence)}</td>
                <td className="py-1.5 text-right tabular-nums" data-testid="stock-book-vat">{formatPence(book.totals.vatPence)}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-sm text-muted">No second-hand units were bought or sold in this period.</p>
      )}
    </section>
  );
}
