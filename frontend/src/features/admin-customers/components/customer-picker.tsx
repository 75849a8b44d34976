// Choosing the customer of a new job: search the records, pick one or create a walk-in record, or go
// on without one (an anonymous walk-in, until the ticket's QR code is claimed).
import { useState } from 'react';
import type { Customer } from '../../../../../shared/schemas/repairs/customer';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { CUSTOMER_SEARCH_MIN_LENGTH, useCustomer, useCustomerSearch } from '../api/customers';
import { NewCustomerForm } from './new-customer-form';

export interface PickedCustomer {
  qrCode: string;
  name: string;
  phone: string;
}

const picked = (customer: Customer): PickedCustomer => ({ qrCode: customer.qrCode, name: `${customer.firstName} ${customer.lastName}`, phone: customer.phone });

export function CustomerPicker({ customerQr, onChange }: { customerQr: string | null; onChange: (customerQr: string | null) => void }) {
  const chosen = useCustomer(customerQr);
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const search = useCustomerSearch(q.trim());

  if (customerQr) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4" aria-live="polite">
        {chosen.data ? (
          <p>
            <span className="font-semibold">{picked(chosen.data.customer).name}</span> <span className="text-sm text-muted">{chosen.data.customer.phone}</span>
          </p>
        ) : chosen.isError ? (
          <p className="text-sm text-danger">{serverMessage(chosen.error)}</p>
        ) : (
          <Spinner label="Loading the customer" />
        )}
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          Change customer
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">Optional for a walk-in: without a customer the job is anonymous until the ticket is claimed.</p>
      <div className="grid gap-1.5">
        <label htmlFor="customer-search" className={labelClasses}>
          Find a customer
        </label>
        <input id="customer-search" type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Name, mobile number or email" className={inputClasses(false)} autoComplete="off" />
      </div>
      {q.trim().length >= CUSTOMER_SEARCH_MIN_LENGTH ? (
        search.isPending ? (
          <Spinner label="Searching customers" />
        ) : search.isError ? (
          <p role="alert" className="text-sm text-danger">
            {serverMessage(search.error)}
          </p>
        ) : search.data.customers.length === 0 ? (
          <p className="text-sm text-subtle">No customer matches.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Matching customers">
            {search.data.customers.map((customer) => (
              <li key={customer.qrCode} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
                <span>
                  <span className="font-medium">{picked(customer).name}</span> <span className="text-sm text-muted">{customer.phone}</span>
                </span>
                <Button size="sm" variant="outline" onClick={() => onChange(customer.qrCode)} aria-label={`Choose ${picked(customer).name}`}>
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {creating ? (
        <NewCustomerForm onCreated={(customer) => onChange(customer.qrCode)} onExisting={(qr) => onChange(qr)} />
      ) : (
        <Button variant="ghost" className="justify-self-start" onClick={() => setCreating(true)}>
          New customer
        </Button>
      )}
    </div>
  );
}
