// The statement: the headline figures, each line of revenue, cost and expense, the VAT return
// figures, a chart of revenue against costs per month, and its CSV.
import { formatPence } from '../../../../../shared/money';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../../../../../shared/schemas/reports/expenses';
import { CHANNELS, CHANNEL_LABELS, type ProfitLoss } from '../../../../../shared/schemas/reports/reports';
import { BarChart } from '../../../components/ui/bar-chart';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { downloadText } from '../../../lib/csv-download';
import { profitLossCsv } from '../utils/profit-loss-csv';
import { shortMonthLabel } from '../utils/periods';

const compactPounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;

function Headline({ label, pence, testId }: { label: string; pence: number; testId: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-raised p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`mt-1 text-xl font-semibold tabular-nums ${pence < 0 ? 'text-danger' : ''}`} data-testid={testId}>{formatPence(pence)}</dd>
    </div>
  );
}

function Row({ label, pence, strong }: { label: string; pence: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'font-semibold' : undefined}>
      <th scope="row" className="py-1.5 pr-4 text-left font-normal">{strong ? <strong>{label}</strong> : label}</th>
      <td className="py-1.5 text-right tabular-nums">{formatPence(pence)}</td>
    </tr>
  );
}

export function ProfitLossStatement({ pl }: { pl: ProfitLoss }) {
  const summary = `Revenue ${formatPence(pl.revenuePence)}, cost of goods ${formatPence(pl.costOfGoodsPence)}, expenses ${formatPence(pl.expensesPence)}, net profit ${formatPence(pl.netProfitPence)}.`;
  return (
    <section aria-labelledby="statement-heading" className="grid gap-5 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-heading" className="text-lg font-semibold">Statement for {pl.from} to {pl.to}</h2>
        <Button variant="outline" size="sm" onClick={() => downloadText(`profit-loss-${pl.from}-to-${pl.to}.csv`, profitLossCsv(pl))}>Export CSV</Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Headline label="Revenue" pence={pl.revenuePence} testId="revenue" />
        <Headline label="Cost of goods" pence={pl.costOfGoodsPence} testId="cost-of-goods" />
        <Headline label="Gross margin" pence={pl.grossMarginPence} testId="gross-margin" />
        <Headline label="Expenses" pence={pl.expensesPence} testId="expenses" />
        <Headline label="Net profit" pence={pl.netProfitPence} testId="net-profit" />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <ScrollRegion label="Profit and loss lines">
          <table className="w-full text-sm">
            <caption className="sr-only">Profit and loss lines</caption>
            <tbody className="divide-y divide-border">
              {CHANNELS.map((c) => (
                <Row key={c} label={`${CHANNEL_LABELS[c]} (sales ${formatPence(pl.channels[c].salesNetPence)}, refunds ${formatPence(pl.channels[c].refundsNetPence)})`} pence={pl.channels[c].revenuePence} />
              ))}
              <Row label="Revenue, net of VAT and refunds" pence={pl.revenuePence} strong />
              <Row label="Cost of goods (parts and products at cost)" pence={-pl.costOfGoodsPence} />
              <Row label="Gross margin" pence={pl.grossMarginPence} strong />
              {EXPENSE_CATEGORIES.map((c) => (
                <Row key={c} label={`${EXPENSE_CATEGORY_LABELS[c]} (net of VAT)`} pence={-pl.expenses[c]} />
              ))}
              <Row label="Net profit" pence={pl.netProfitPence} strong />
            </tbody>
          </table>
        </ScrollRegion>
        <div className="grid content-start gap-4">
          <div className="rounded-xl border border-border bg-surface-raised p-4">
            <h3 className="font-semibold">VAT return</h3>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">VAT on sales (output)</dt>
              <dd className="text-right tabular-nums">{formatPence(pl.vat.onSalesPence)}</dd>
              <dt className="text-muted">VAT on purchases (input)</dt>
              <dd className="text-right tabular-nums">{formatPence(pl.vat.onPurchasesPence)}</dd>
              <dt className="pl-4 text-muted">of which on expenses</dt>
              <dd className="text-right tabular-nums">{formatPence(pl.vat.onExpensesPence)}</dd>
              <dt className="pl-4 text-muted">of which on stock received on purchase orders</dt>
              <dd className="text-right tabular-nums">{formatPence(pl.vat.onStockPurchasesPence)}</dd>
              <dt className="font-semibold">{pl.vat.duePence >= 0 ? 'VAT to pay' : 'VAT to reclaim'}</dt>
              <dd className="text-right font-semibold tabular-nums">{formatPence(Math.abs(pl.vat.duePence))}</dd>
            </dl>
          </div>
          <BarChart
            title="Revenue and costs per month"
            summary={summary}
            mode="grouped"
            format={compactPounds}
            series={[
              { key: 'revenue', label: 'Revenue', fill: 'fill-primary', swatch: 'bg-primary' },
              { key: 'costs', label: 'Cost of goods and expenses', fill: 'fill-accent', swatch: 'bg-accent' },
            ]}
            groups={pl.months.map((m) => ({ label: shortMonthLabel(m.month), values: { revenue: m.revenuePence, costs: m.costOfGoodsPence + m.expensesPence } }))}
          />
        </div>
      </div>
    </section>
  );
}
