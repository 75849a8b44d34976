// Sales by day, week or month per channel (net of VAT and refunds) as a stacked chart with its table,
// new and returning customers, and the CSV.
import { formatPence } from '../../../../../shared/money';
import type { SalesReport } from '../../../../../shared/schemas/reports/reports';
import { BarChart } from '../../../components/ui/bar-chart';
import { useSalesReport, type SalesReportQuery } from '../api/sales-report';
import { bucketLabel, last30Days } from '../utils/range';
import { salesReportCsv } from '../utils/sales-report-csv';
import { PeriodTable } from './period-table';
import { ReportSection } from './report-section';

const compactPounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;

function SalesFigures({ data }: { data: SalesReport }) {
  const summary = `${formatPence(data.totalPence)} of sales net of VAT and refunds from ${data.from} to ${data.to}, by ${data.by}.`;
  const customers = data.customers.newCount + data.customers.returningCount;
  return (
    <>
      <p className="text-sm text-muted" aria-live="polite">{summary}</p>
      <BarChart
        title="Sales per channel"
        summary={summary}
        mode="stacked"
        format={compactPounds}
        series={[
          { key: 'repairs', label: 'Repairs', fill: 'fill-primary', swatch: 'bg-primary' },
          { key: 'shop', label: 'Online shop', fill: 'fill-accent', swatch: 'bg-accent' },
          { key: 'till', label: 'Till', fill: 'fill-success', swatch: 'bg-success' },
        ]}
        groups={data.buckets.map((b) => ({ label: bucketLabel(b.start, data.by), values: { repairs: b.repairsPence, shop: b.shopPence, till: b.tillPence } }))}
      />
      <p className="text-sm">
        <strong>New and returning customers:</strong>{' '}
        {customers === 0
          ? 'no named customers in this range.'
          : `${data.customers.newCount} new (${Math.round((data.customers.newCount / customers) * 100)}%), ${data.customers.returningCount} returning.`}
      </p>
      <PeriodTable
        noun="sales"
        minWidth="min-w-[560px]"
        by={data.by}
        buckets={data.buckets}
        columns={[
          { header: 'Repairs', cell: (b) => formatPence(b.repairsPence) },
          { header: 'Online shop', cell: (b) => formatPence(b.shopPence) },
          { header: 'Till', cell: (b) => formatPence(b.tillPence) },
          { header: 'Total', cell: (b) => formatPence(b.totalPence) },
        ]}
      />
    </>
  );
}

export function SalesReportSection() {
  return (
    <ReportSection
      headingId="sales-heading"
      fieldId="sales"
      title="Sales"
      noun="sales"
      groupLabel="Group by"
      initialQuery={(): SalesReportQuery => ({ ...last30Days(), by: 'day' })}
      useReport={useSalesReport}
      csv={(data) => ({ fileName: `sales-${data.from}-to-${data.to}-by-${data.by}.csv`, text: salesReportCsv(data) })}
    >
      {(data) => <SalesFigures data={data} />}
    </ReportSection>
  );
}
