// /admin/profit-loss: the statement for a month, quarter, year or range, and the expenses behind it.
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useProfitLoss } from '../api/profit-loss';
import { ExpensesSection } from './expenses-section';
import { initialPeriod, PeriodPicker } from './period-picker';
import { ProfitLossStatement } from './profit-loss-statement';

export function ProfitLossPage() {
  useDocumentTitle('Profit and loss');
  const [period, setPeriod] = useState(() => initialPeriod());
  const statement = useProfitLoss({ from: period.from, to: period.to });
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profit and loss</h1>
        <p className="mt-1 text-sm text-muted">
          Revenue from repairs, the online shop and the till net of VAT and refunds, cost of goods, expenses and the VAT return figures.
          See also <Link to={paths.adminReports} className="text-primary underline">Reports</Link>.
        </p>
      </header>
      <PeriodPicker period={period} onChange={setPeriod} />
      <QueryContent query={statement} loadingLabel="Loading profit and loss" announceFailure={false}>
        {(data) => <ProfitLossStatement pl={data} />}
      </QueryContent>
      <ExpensesSection />
    </div>
  );
}
