// /admin/inventory: search by name, SKU or barcode (typed or from a USB scanner, which types the code
// and Enter), the low-stock list, each product's stock, and adding a product.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, generatePath } from 'react-router';
import { formatPence } from '../../../../../shared/money';
import { CameraBarcodeButton } from '../../../components/barcode/camera-barcode-button';
import { buttonClasses } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { inventoryQueryOptions } from '../api/inventory';
import { CreateProductForm } from './create-product-form';

export function InventoryPage() {
  useDocumentTitle('Inventory');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [lowStock, setLowStock] = useState(false);
  const products = useQuery(inventoryQueryOptions(search, lowStock));
  return (
    <section aria-labelledby="inventory-title" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="inventory-title" className="text-3xl font-bold tracking-tight">
          Inventory
        </h1>
        <Link to={paths.adminSalesManagement} className={buttonClasses('outline')}>
          Online orders
        </Link>
      </header>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <label className="grid gap-1 text-sm">
          Name, SKU or barcode
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" className="h-11 w-72 rounded-lg border border-border-strong bg-surface px-3" />
        </label>
        <button type="submit" className={buttonClasses('primary')}>
          Search
        </button>
        <CameraBarcodeButton
          onCode={(code) => {
            setTyped(code);
            setSearch(code);
          }}
        />
        <label className="flex h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={lowStock} onChange={(e) => setLowStock(e.target.checked)} className="h-5 w-5" />
          Low stock only
        </label>
      </form>
      <QueryContent query={products} loadingLabel="Loading products" failedTitle="Could not load the products">
        {(data) => (
          <DataTable
            label="Products"
            rows={data.products}
            empty={<p className="text-muted">No products match.</p>}
            head={
              <>
                <caption className="sr-only">Products</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col">Product</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Price</th>
                    <th scope="col">Cost</th>
                    <th scope="col">Location</th>
                    <th scope="col">On hand</th>
                    <th scope="col">Held</th>
                    <th scope="col">Available</th>
                  </tr>
                </thead>
              </>
            }
          >
            {(p) => (
              <tr key={p.id} className="border-b border-border">
                <td className="py-2">
                  <Link to={generatePath(paths.adminInventoryItem, { id: p.id })} className="underline">
                    {p.name}
                  </Link>
                  {p.published ? null : <span className="ml-2 text-muted">(hidden)</span>}
                </td>
                <td>{p.sku}</td>
                <td>{formatPence(p.pricePence)}</td>
                <td>{p.costPence === undefined ? '' : formatPence(p.costPence)}</td>
                <td>{p.location}</td>
                <td>{p.onHand}</td>
                <td>{p.reserved}</td>
                <td className={p.available <= p.lowStockThreshold ? 'font-bold text-accent' : undefined}>{p.available}</td>
              </tr>
            )}
          </DataTable>
        )}
      </QueryContent>
      <details className="rounded-xl border border-border">
        <summary className="cursor-pointer px-4 py-3 font-semibold">Add a product</summary>
        <div className="p-2">
          <CreateProductForm />
        </div>
      </details>
    </section>
  );
}
