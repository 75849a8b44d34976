// /admin/suppliers: suppliers (add, open one with ?supplier=), their price lists, and purchase orders
// (open one with ?order=). Only the spec's paths exist, so the open item is in the query string.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { buttonClasses } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { purchaseOrdersQueryOptions, suppliersQueryOptions, useCreateSupplier } from '../api/suppliers';
import { useAuth } from '../../../lib/auth';
import { can } from '../../../lib/roles';
import { PurchaseOrderPanel } from './purchase-order-panel';
import { SuggestedOrders } from './suggested-orders';
import { SupplierForm } from './supplier-form';
import { SupplierPanel } from './supplier-panel';

const londonDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London' });

export function SuppliersPage() {
  useDocumentTitle('Suppliers');
  const [search, setSearch] = useSearchParams();
  const supplierId = search.get('supplier');
  const orderId = search.get('order');
  const suppliers = useQuery(suppliersQueryOptions());
  const orders = useQuery(purchaseOrdersQueryOptions());
  const create = useCreateSupplier();
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Suppliers</h1>
        <Link to={paths.adminPartFinder} className={buttonClasses('outline')}>
          Part finder
        </Link>
      </header>
      {orderId ? <PurchaseOrderPanel key={orderId} orderId={orderId} /> : null}
      {supplierId ? <SupplierPanel key={supplierId} supplierId={supplierId} onOrder={(id) => setSearch({ order: id })} /> : null}
      <section aria-labelledby="suppliers-title" className="grid gap-3">
        <h2 id="suppliers-title" className="text-xl font-semibold">
          All suppliers
        </h2>
        <QueryContent query={suppliers} loadingLabel="Loading the suppliers" failedTitle="The suppliers could not be loaded">
          {(data) => (
            <DataTable
              label="Suppliers"
              rows={data.suppliers}
              empty={<p className="text-muted">No suppliers yet.</p>}
              head={
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3">Name</th>
                    <th scope="col" className="pr-3">Contact</th>
                    <th scope="col" className="pr-3">Email</th>
                    <th scope="col" className="pr-3">Account</th>
                    <th scope="col" className="pr-3 text-right">Lead time</th>
                    <th scope="col" className="text-right">Price list rows</th>
                  </tr>
                </thead>
              }
            >
              {(s) => (
                <tr key={s.id} className="border-b border-border">
                  <td className="py-2 pr-3">
                    <Link to={`?supplier=${s.id}`} className="text-primary underline">
                      {s.name}
                    </Link>
                  </td>
                  <td className="pr-3">{s.contact}</td>
                  <td className="pr-3">{s.email}</td>
                  <td className="pr-3">{s.accountNumber}</td>
                  <td className="pr-3 text-right">{s.leadTimeDays} days</td>
                  <td className="text-right">{s.priceListRows}</td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryContent>
      </section>
      <section aria-labelledby="new-supplier-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
        <h2 id="new-supplier-title" className="text-xl font-semibold">
          Add a supplier
        </h2>
        <SupplierForm
          submitLabel="Add supplier"
          pending={create.isPending}
          onSubmit={(input) =>
            create.mutateAsync(input).then((supplier) => {
              toast({ title: `${supplier.name} added`, variant: 'success' });
              setSearch({ supplier: supplier.id });
            })
          }
        />
      </section>
      {can(user, 'purchasing.orders') ? <SuggestedOrders onDrafted={(id) => setSearch({ order: id })} /> : null}
      <section aria-labelledby="orders-title" className="grid gap-3">
        <h2 id="orders-title" className="text-xl font-semibold">
          Purchase orders
        </h2>
        <QueryContent query={orders} loadingLabel="Loading the purchase orders" failedTitle="The purchase orders could not be loaded">
          {(data) => (
            <DataTable
              label="Purchase orders"
              rows={data.orders}
              empty={<p className="text-muted">No purchase orders yet: order from a supplier's price list or the part finder.</p>}
              head={
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3">Number</th>
                    <th scope="col" className="pr-3">Supplier</th>
                    <th scope="col" className="pr-3">Status</th>
                    <th scope="col" className="pr-3">Created</th>
                    <th scope="col" className="text-right">Total</th>
                  </tr>
                </thead>
              }
            >
              {(o) => (
                <tr key={o.id} className="border-b border-border">
                  <td className="py-2 pr-3">
                    <Link to={`?order=${o.id}`} className="text-primary underline">
                      {o.number}
                    </Link>
                  </td>
                  <td className="pr-3">{o.supplierName}</td>
                  <td className="pr-3">{o.status}</td>
                  <td className="pr-3">{londonDate(o.createdAt)}</td>
                  <td className="text-right">{formatPence(o.totalPence)}</td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryContent>
      </section>
    </div>
  );
}
