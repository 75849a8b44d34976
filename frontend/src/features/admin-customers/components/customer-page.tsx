// /admin/customers/{qrCode}: a customer's details, jobs and devices, and a new job for them.
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { CustomerDetail } from '../../../../../shared/schemas/repairs/customer';
import { JobTable } from '../../../components/repairs/job-table';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { errorStatus, serverMessage } from '../../../lib/server-message';
import { warrantyText } from '../../../lib/warranty-text';
import { newJobHref } from '../../../utils/admin-links';
import { useCustomer } from '../api/customers';
import { MergeCustomersPanel } from './merge-customers-panel';

function Detail({ detail, storeCredit }: { detail: CustomerDetail; storeCredit?: ReactNode }) {
  const { customer, jobs, devices } = detail;
  const name = `${customer.firstName} ${customer.lastName}`;
  useDocumentTitle(name);
  const { user } = useAuth();
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-subtle">
            <Link to={paths.adminCustomers} className="hover:text-primary">
              Customers
            </Link>
          </p>
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={newJobHref(customer.qrCode)} className={buttonClasses('primary', 'md')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New job for this customer
          </Link>
          {can(user, 'tradeIns.buy') ? (
            <Link to={`${paths.adminTradeIns}?customer=${encodeURIComponent(customer.qrCode)}`} className={buttonClasses('outline', 'md')}>
              Buy a device from this customer
            </Link>
          ) : null}
        </div>
      </header>
      <dl className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-subtle">Mobile</dt>
          <dd className="font-semibold">{customer.phone}</dd>
          {customer.otherPhones?.map((phone) => (
            <dd key={phone} className="text-sm text-muted">
              also {phone}
            </dd>
          ))}
        </div>
        <div>
          <dt className="text-sm text-subtle">Email</dt>
          <dd className="break-all font-semibold">{customer.email ?? 'None'}</dd>
        </div>
        <div>
          <dt className="text-sm text-subtle">Online account</dt>
          <dd className="font-semibold">{customer.linkedAccount ? 'Linked' : 'Not linked'}</dd>
        </div>
        <div>
          <dt className="text-sm text-subtle">Customer since</dt>
          <dd className="font-semibold">{formatDate(customer.createdAt)}</dd>
        </div>
      </dl>
      {storeCredit}
      <section aria-labelledby="customer-jobs" className="grid gap-3">
        <h2 id="customer-jobs" className="text-xl font-semibold">
          Jobs
        </h2>
        {jobs.length ? <JobTable jobs={jobs} label="Customer's jobs" /> : <p className="text-sm text-muted">No jobs yet.</p>}
      </section>
      <section aria-labelledby="customer-devices" className="grid gap-3">
        <h2 id="customer-devices" className="text-xl font-semibold">
          Devices
        </h2>
        {devices.length ? (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Customer's devices">
            {devices.map((device) => (
              <li key={device.qrCode}>
                <Link to={generatePath(paths.adminDeviceProfile, { qrCode: device.qrCode })} className="grid gap-1 rounded-xl border border-border bg-surface p-4 hover:border-primary">
                  <span className="font-semibold text-primary">
                    {device.make} {device.model}
                  </span>
                  <span className="text-sm capitalize text-muted">
                    {device.type}
                    {device.colour ? `, ${device.colour}` : ''}
                  </span>
                  <span className="text-xs text-subtle">Warranty: {warrantyText(device.warranty) ?? 'None'}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No devices yet.</p>
        )}
      </section>
      <MergeCustomersPanel kept={customer} />
    </div>
  );
}

/** `storeCredit`: the customer's store credit, the gift cards feature's (decision 341), shown under their details. */
export function CustomerPage({ qrCode, storeCredit }: { qrCode: string; storeCredit?: ReactNode }) {
  const customer = useCustomer(qrCode);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      {customer.isPending ? (
        <PageSpinner label="Loading the customer" />
      ) : customer.isError ? (
        <div role="alert" className="grid gap-2 rounded-2xl border border-danger/40 bg-surface p-6">
          <h1 className="text-xl font-semibold">{errorStatus(customer.error) === 404 ? 'No customer has this code' : 'The customer could not be loaded'}</h1>
          <p className="text-sm text-muted">{serverMessage(customer.error)}</p>
        </div>
      ) : (
        <Detail detail={customer.data} storeCredit={storeCredit} />
      )}
    </div>
  );
}
