// /admin/customers: find a customer record by name, mobile or email, or create a walk-in record.
import { useState } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { CUSTOMER_SEARCH_MIN_LENGTH, useCustomerSearch } from '../api/customers';
import { NewCustomerForm } from './new-customer-form';

export function CustomersPage() {
  useDocumentTitle('Customers');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const search = useCustomerSearch(q.trim());
  const open = (qrCode: string) => void navigate(generatePath(paths.adminCustomer, { qrCode }));

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Customers</h1>
          <p className="mt-1 text-sm text-muted">The shop's customer records: walk-ins and customers with an online account.</p>
        </div>
        <Button onClick={() => setCreating((value) => !value)} aria-expanded={creating}>
          New customer
        </Button>
      </header>
      {creating ? <NewCustomerForm onCreated={(customer) => open(customer.qrCode)} onExisting={open} /> : null}
      <div role="search" className="grid gap-1.5 rounded-2xl border border-border bg-surface p-4">
        <label htmlFor="customers-search" className={labelClasses}>
          Search customers
        </label>
        <input id="customers-search" type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Name, mobile number or email" className={inputClasses(false)} autoComplete="off" />
        <p className="text-sm text-subtle">At least {CUSTOMER_SEARCH_MIN_LENGTH} characters.</p>
      </div>
      {q.trim().length < CUSTOMER_SEARCH_MIN_LENGTH ? null : search.isPending ? (
        <Spinner label="Searching customers" />
      ) : search.isError ? (
        <p role="alert" className="text-sm text-danger">
          {serverMessage(search.error)}
        </p>
      ) : search.data.customers.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-6 text-center text-sm text-muted">No customer matches "{q.trim()}".</p>
      ) : (
        <ul className="grid gap-2" aria-label="Customers">
          {search.data.customers.map((customer) => (
            <li key={customer.qrCode}>
              <Link
                to={generatePath(paths.adminCustomer, { qrCode: customer.qrCode })}
                className="grid gap-1 rounded-xl border border-border bg-surface p-4 hover:border-primary sm:grid-cols-[1fr_10rem_1fr_8rem] sm:items-center"
              >
                <span className="font-semibold text-primary">
                  {customer.firstName} {customer.lastName}
                </span>
                <span className="text-sm">{customer.phone}</span>
                <span className="truncate text-sm text-muted">{customer.email ?? 'No email'}</span>
                <span className="text-xs text-subtle">{customer.linkedAccount ? 'Online account' : `Since ${formatDate(customer.createdAt)}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
