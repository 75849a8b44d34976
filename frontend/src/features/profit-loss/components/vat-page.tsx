// /admin/reports/vat: the VAT return and the margin scheme stock book of a quarter (or any period),
// side by side so the stock book's VAT on margins can be checked against the return's.
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useStockBook } from '../api/stock-book';
import { useVatReturn } from '../api/vat-return';
import { PeriodPicker } from './period-picker';
import { StockBookSection } from './stock-book-section';
import { VatReturnSection } from './vat-return-section';
import { quarterRange, recentQuarters, type Period } from '../utils/periods';

function thisQuarter(): Period {
  const value = recentQuarters()[0]!;
  return { kind: 'quarter', value, ...quarterRange(value) };
}

export function VatPage() {
  useDocumentTitle('VAT return');
  const [period, setPeriod] = useState(thisQuarter);
  const range = { from: period.from, to: period.to };
  const vat = useVatReturn(range);
  const book = useStockBook(range);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">VAT return</h1>
        <p className="mt-1 text-sm text-muted">
          The nine boxes and the margin scheme stock book for any quarter. See also <Link to={paths.adminProfitLoss} className="text-primary underline">Profit and loss</Link>.
        </p>
      </header>
      <PeriodPicker period={period} onChange={setPeriod} />
      <QueryContent query={vat} loadingLabel="Loading the VAT return" announceFailure={false}>
        {(data) => <VatReturnSection vat={data} />}
      </QueryContent>
      <QueryContent query={book} loadingLabel="Loading the stock book" announceFailure={false}>
        {(data) => <StockBookSection book={data} />}
      </QueryContent>
    </div>
  );
}
