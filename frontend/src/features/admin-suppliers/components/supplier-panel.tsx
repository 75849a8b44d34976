// One supplier: their details, the price list import (every bad row listed by line) and the list in
// use, each row with a button that puts it on the supplier's Draft purchase order.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPence } from '../../../../../shared/money';
import { PART_TYPE_NAMES } from '../../../../../shared/suppliers/parts';
import type { PriceListRowError } from '../../../../../shared/schemas/suppliers/supplier';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { supplierQueryOptions, useAddOrderLine, useImportPriceList, useUpdateSupplier } from '../api/suppliers';
import { SupplierForm } from './supplier-form';

export function SupplierPanel({ supplierId, onOrder }: { supplierId: string; onOrder: (orderId: string) => void }) {
  const detail = useQuery(supplierQueryOptions(supplierId));
  const update = useUpdateSupplier(supplierId);
  const importList = useImportPriceList(supplierId);
  const addLine = useAddOrderLine();
  const [csv, setCsv] = useState('');
  // The file input cannot be emptied by React: a new one replaces it whenever the CSV is cleared, so
  // no file name stays beside a disabled Import.
  const [fileInput, setFileInput] = useState(0);
  const clearCsv = () => {
    setCsv('');
    setFileInput((n) => n + 1);
  };
  const [rowErrors, setRowErrors] = useState<{ message: string; rows: PriceListRowError[] } | null>(null);
  if (detail.isPending) return <PageSpinner label="Loading the supplier" />;
  if (detail.isError) return <Notice tone="error" role="alert" title="The supplier could not be loaded">{serverMessage(detail.error)}</Notice>;
  const { supplier, items } = detail.data;
  const runImport = () => {
    setRowErrors(null);
    importList.mutate(csv, {
      onSuccess: (result) => {
        clearCsv();
        toast({ title: `Price list imported: ${result.imported} rows`, variant: 'success' });
      },
      onError: (error) => {
        const rows = error instanceof ApiError ? ((error.body as { errors?: PriceListRowError[] }).errors ?? []) : [];
        setRowErrors({ message: serverMessage(error), rows: Array.isArray(rows) ? rows : [] });
      },
    });
  };
  return (
    <section aria-labelledby="supplier-title" className="grid gap-6 rounded-2xl border border-border bg-surface p-5">
      <h2 id="supplier-title" className="text-2xl font-semibold">
        {supplier.name}
      </h2>
      <SupplierForm key={supplier.updatedAt} supplier={supplier} submitLabel="Save supplier" pending={update.isPending} onSubmit={(input) => update.mutateAsync(input).then(() => toast({ title: 'Supplier saved', variant: 'success' }))} />
      <section aria-labelledby="import-title" className="grid gap-3">
        <h3 id="import-title" className="text-lg font-semibold">
          Import a price list
        </h3>
        <p className="text-sm text-muted">
          A CSV file with the header <code>supplier sku, description, compatible models, cost price</code> (and optionally <code>part type</code>). Models are separated by ; and
          costs are pounds without VAT. A file with any bad row is not imported at all.
        </p>
        <label className="grid gap-1 text-sm">
          Price list file (CSV)
          <input
            key={fileInput}
            type="file"
            accept=".csv,text/csv"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) setCsv(await file.text());
            }}
          />
        </label>
        <label className="grid gap-1 text-sm">
          Or paste the CSV
          <textarea value={csv} onChange={(e) => (e.target.value === '' ? clearCsv() : setCsv(e.target.value))} rows={4} className="rounded-lg border border-border-strong bg-background p-3 font-mono text-xs" />
        </label>
        <Button onClick={runImport} disabled={!csv.trim() || importList.isPending} className="justify-self-start">
          {importList.isPending ? 'Importing...' : 'Import price list'}
        </Button>
        {rowErrors ? (
          <Notice tone="error" role="alert" title={rowErrors.message}>
            <ul className="list-disc pl-5">
              {rowErrors.rows.map((row) => (
                <li key={row.line}>{row.message}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
      </section>
      <section aria-labelledby="price-list-title" className="grid gap-3">
        <h3 id="price-list-title" className="text-lg font-semibold">
          Price list ({supplier.priceListRows} rows{supplier.priceListImportedAt ? `, imported ${new Date(supplier.priceListImportedAt).toLocaleDateString('en-GB', { timeZone: 'Europe/London' })}` : ''})
        </h3>
        {items.length === 0 ? (
          <p className="text-sm text-muted">No price list yet.</p>
        ) : (
          <ScrollRegion label="Price list">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3">Supplier SKU</th>
                  <th scope="col" className="pr-3">Description</th>
                  <th scope="col" className="pr-3">Models</th>
                  <th scope="col" className="pr-3">Part type</th>
                  <th scope="col" className="pr-3 text-right">Cost</th>
                  <th scope="col"><span className="sr-only">Order</span></th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.supplierSku} className="border-b border-border">
                    <td className="py-2 pr-3">{item.supplierSku}</td>
                    <td className="pr-3">{item.description}</td>
                    <td className="pr-3">{item.compatibleModels.join(', ')}</td>
                    <td className="pr-3">{PART_TYPE_NAMES[item.partType]}</td>
                    <td className="pr-3 text-right">{formatPence(item.costPence)}</td>
                    <td className="py-1 text-right">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={addLine.isPending}
                        aria-label={`Order one: ${item.supplierSku}`}
                        onClick={() =>
                          addLine.mutate(
                            { supplierId, supplierSku: item.supplierSku, quantity: 1 },
                            { onSuccess: (order) => onOrder(order.id), onError: (error) => toast({ title: 'Not added', description: serverMessage(error), variant: 'destructive' }) },
                          )
                        }
                      >
                        Order one
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </section>
  );
}
