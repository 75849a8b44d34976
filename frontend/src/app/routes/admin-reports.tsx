// /admin/reports: sales, repairs, booking no-shows and customers from the report rollups, the
// accounting export, and the page views and top pages, behind the admin guard; commissions for a role
// that may see them (decision 262).
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { can } from '../../lib/roles';
import { ReportsPage } from '../../features/audit/components/reports-page';
import { AccountingExportSection } from '../../features/sales-reports/components/accounting-export-section';
import { BookingsReportSection } from '../../features/sales-reports/components/bookings-report-section';
import { RepairsReportSection } from '../../features/sales-reports/components/repairs-report-section';
import { SalesReportSection } from '../../features/sales-reports/components/sales-report-section';

export function Component() {
  const { user } = useAuth();
  return (
    <ReportsPage>
      <p className="text-sm">
        <Link to={paths.adminProfitLoss} className="text-primary underline">Profit and loss</Link>
        {' · '}
        <Link to={paths.adminVat} className="text-primary underline">VAT return and stock book</Link>
        {' · '}
        <Link to={paths.adminInvoices} className="text-primary underline">Invoices and credit notes</Link>
        {can(user, 'staff.commissions') ? (
          <>
            {' · '}
            <Link to={paths.adminCommissions} className="text-primary underline">Commissions</Link>
          </>
        ) : null}
      </p>
      <SalesReportSection />
      <RepairsReportSection />
      <BookingsReportSection />
      <AccountingExportSection />
    </ReportsPage>
  );
}
