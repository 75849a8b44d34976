// The sales report as CSV: one row per day, week or month, pounds with two decimals.
import type { SalesReport } from '../../../../../shared/schemas/reports/reports';
import { csvPounds, toCsv } from '../../../lib/csv-download';

export function salesReportCsv(report: SalesReport): string {
  const first = report.by === 'day' ? 'Day' : report.by === 'week' ? 'Week starting' : 'Month starting';
  return toCsv([
    [first, 'Repairs', 'Online shop', 'Till', 'Total (net of VAT and refunds)', 'Sales'],
    ...report.buckets.map((b) => [b.start, csvPounds(b.repairsPence), csvPounds(b.shopPence), csvPounds(b.tillPence), csvPounds(b.totalPence), b.salesCount]),
    [],
    ['New customers', report.customers.newCount],
    ['Returning customers', report.customers.returningCount],
  ]);
}
