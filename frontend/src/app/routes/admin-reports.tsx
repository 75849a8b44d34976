// /admin/reports: sales, repairs, booking no-shows and customers from the report rollups, the
// accounting export, and the page views and top pages, behind the admin guard.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ReportsPage } from '../../features/audit/components/reports-page';
import { AccountingExportSection } from '../../features/sales-reports/components/accounting-export-section';
import { BookingsReportSection } from '../../features/sales-reports/components/bookings-report-section';
import { RepairsReportSection } from '../../features/sales-reports/components/repairs-report-section';
import { SalesReportSection } from '../../features/sales-reports/components/sales-report-section';

export function Component() {
  return (
    <ReportsPage>
      <p className="text-sm">
        <Link to={paths.adminProfitLoss} className="text-primary underline">Profit and loss</Link>
        {' · '}
        <Link to={paths.adminInvoices} className="text-primary underline">Invoices and credit notes</Link>
        {' · '}
        <Link to={paths.adminCommissions} className="text-primary underline">Commissions</Link>
      </p>
      <SalesReportSection />
      <RepairsReportSection />
      <BookingsReportSection />
      <AccountingExportSection />
    </ReportsPage>
  );
}
