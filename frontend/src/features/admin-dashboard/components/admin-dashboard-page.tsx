// /admin: the signed-in member's own jobs first (decision 261), then the shop's day at a glance -
// bookings to check in, jobs by status, ready for collection, overdue, the mail-in queue - and the
// way to every other admin page.
import { Link } from 'react-router';
import { JOB_STATUSES } from '../../../../../shared/repairs/statuses';
import type { Permission } from '../../../../../shared/staff/permissions';
import { JobTable } from '../../../components/repairs/job-table';
import { buttonClasses } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { adminPagePermission } from '../../../config/admin-page-permissions';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { jobsWithStatusHref, newJobHref } from '../../../utils/admin-links';
import { useDashboard } from '../api/dashboard';
import { BookingsPanel } from './bookings-panel';
import { DashboardSection } from './dashboard-section';
import { LowStockPanel } from './low-stock-panel';
import { MailInPanel } from './mail-in-panel';
import { MyJobsSection } from './my-jobs-section';

const adminLinks: readonly { to: string; label: string; primary?: boolean; permission?: Permission }[] = [
  // Opening a job asks more than the jobs page does.
  { to: newJobHref(), label: 'New job', primary: true, permission: 'jobs.edit' },
  { to: paths.adminJobs, label: 'Jobs' },
  { to: paths.adminCustomers, label: 'Customers' },
  { to: paths.adminQr, label: 'Scan a QR code' },
  { to: paths.adminTv, label: 'Workshop board' },
  { to: paths.adminReports, label: 'Reports' },
  { to: paths.adminProfitLoss, label: 'Profit and loss' },
  { to: paths.adminVat, label: 'VAT return' },
  { to: paths.adminSuppliers, label: 'Suppliers' },
  { to: paths.adminTradeIns, label: 'Trade-ins' },
  { to: paths.adminGiftCards, label: 'Gift cards' },
  { to: paths.adminPartFinder, label: 'Part finder' },
  { to: paths.adminConsoleLog, label: 'Console log' },
  { to: paths.adminDeveloperKeys, label: 'API keys' },
  { to: paths.adminStaff, label: 'Staff' },
  { to: paths.adminRoles, label: 'Staff roles' },
  { to: paths.adminWebhooks, label: 'Webhooks' },
  { to: paths.adminTimesheets, label: 'Timesheets' },
  // Issue 31: the API reference (decision 271).
  { to: paths.adminDevelopers, label: 'Developers' },
];

export function AdminDashboardPage() {
  useDocumentTitle('Admin');
  const dashboard = useDashboard();
  // Only the pages the member's role opens (decisions 254, 266).
  const { user } = useAuth();
  const links = adminLinks.filter((link) => can(user, link.permission ?? adminPagePermission(link.to)));
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Workshop</h1>
        <nav aria-label="Admin pages" className="flex flex-wrap gap-2">
          {links.map((link) => (
            <Link key={link.label} to={link.to} className={buttonClasses(link.primary ? 'primary' : 'outline', 'sm')}>
              {link.label}
            </Link>
          ))}
        </nav>
      </header>
      <MyJobsSection />
      <QueryContent query={dashboard} loadingLabel="Loading the workshop" failedTitle="The dashboard could not be loaded">
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <BookingsPanel todaysBookings={data.todaysBookings} />
            <DashboardSection title="Jobs by status">
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {JOB_STATUSES.filter((status) => status !== 'Booked').map((status) => (
                  <div key={status} className="relative rounded-xl border border-border bg-surface-raised/40 p-3 hover:border-primary">
                    <dt className="text-xs text-subtle">
                      <Link to={jobsWithStatusHref(status)} className="after:absolute after:inset-0">
                        {status}
                      </Link>
                    </dt>
                    <dd className="text-2xl font-bold">{data.countsByStatus[status] ?? 0}</dd>
                  </div>
                ))}
              </dl>
            </DashboardSection>
            <DashboardSection title="Ready for collection">
              {data.readyForCollection.length ? (
                <JobTable jobs={data.readyForCollection} label="Ready for collection" />
              ) : (
                <p className="text-sm text-muted">Nothing waiting to be collected.</p>
              )}
              {(data.countsByStatus['Ready for collection'] ?? 0) > data.readyForCollection.length ? (
                <Link className="text-sm underline" to={jobsWithStatusHref('Ready for collection')}>
                  All {data.countsByStatus['Ready for collection']} ready for collection
                </Link>
              ) : null}
            </DashboardSection>
            <DashboardSection title="Overdue">
              {data.overdue.length ? <JobTable jobs={data.overdue} label="Overdue jobs" /> : <p className="text-sm text-muted">Nothing is past its promised date.</p>}
              {data.overdueMore ? <p className="text-sm text-muted">The {data.overdue.length} longest overdue are shown; more jobs are past their promised date.</p> : null}
            </DashboardSection>
            <MailInPanel />
            {can(user, 'inventory.view') ? <LowStockPanel /> : null}
          </div>
        )}
      </QueryContent>
    </div>
  );
}
