// On a customer's page: find another record of the same person and merge it into this one (decision
// 116). Its jobs, devices, phone number and account link move here and the other record is gone.
import { useState } from 'react';
import type { Customer } from '../../../../../shared/schemas/repairs/customer';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { CUSTOMER_SEARCH_MIN_LENGTH, useCustomerSearch, useMergeCustomers } from '../api/customers';

const nameOf = (customer: Customer) => `${customer.firstName} ${customer.lastName}`.trim();

export function MergeCustomersPanel({ kept }: { kept: Customer }) {
  const [q, setQ] = useState('');
  const search = useCustomerSearch(q.trim());
  const merge = useMergeCustomers(kept.qrCode);
  const others = search.data?.customers.filter((customer) => customer.qrCode !== kept.qrCode) ?? [];

  const mergeIn = (other: Customer) =>
    merge.mutate(other.qrCode, {
      onSuccess: () => {
        setQ('');
        toast({ title: 'Records merged', description: `${nameOf(other)} (${other.phone}) is now part of this record.`, variant: 'success' });
      },
      onError: (error) => toast({ title: 'Merge failed', description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="merge-customers" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="merge-customers" className="text-xl font-semibold">
        Merge a duplicate record
      </h2>
      <p className="text-sm text-muted">
        Same person on file twice? Find the other record and merge it into this one: its jobs, devices, phone number and online account move here.
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="merge-search" className={labelClasses}>
          Find the other record
        </label>
        <input id="merge-search" type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Name, mobile number or email" className={inputClasses(false)} autoComplete="off" />
      </div>
      {q.trim().length < CUSTOMER_SEARCH_MIN_LENGTH ? null : search.isPending ? (
        <Spinner label="Searching customers" />
      ) : search.isError ? (
        <p role="alert" className="text-sm text-danger">
          {serverMessage(search.error)}
        </p>
      ) : others.length === 0 ? (
        <p className="text-sm text-muted">No other record matches.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Records to merge">
          {others.map((other) => (
            <li key={other.qrCode} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
              <span>
                <span className="font-medium">{nameOf(other)}</span> <span className="text-sm text-muted">{other.phone}</span>
              </span>
              <ConfirmDialog
                trigger={`Merge ${nameOf(other)} into this record`}
                title={`Merge ${nameOf(other)} into ${nameOf(kept)}?`}
                description={`The jobs, devices, phone number ${other.phone} and any online account of ${nameOf(other)} move to this record, and the other record is removed. This cannot be undone.`}
                confirmLabel="Merge records"
                pending={merge.isPending}
                onConfirm={() => mergeIn(other)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
