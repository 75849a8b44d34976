// /admin/sales (and /admin/sales-management): the sales list; ?sale={saleId} shows one sale with its
// receipt, invoice and refunds (where completing a sale at the till leads).
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { SaleDetail } from '../../features/till-sales/components/sale-detail';
import { SalesPage } from '../../features/till-sales/components/sales-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  const [params] = useSearchParams();
  const saleId = params.get('sale');
  useDocumentTitle(saleId ? 'Sale' : 'Sales');
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{saleId ? 'Sale' : 'Sales'}</h1>
        <nav aria-label="Sales pages" className="flex gap-4">
          {saleId ? <a className="inline-flex min-h-11 items-center text-primary underline" href={paths.adminSales}>All sales</a> : null}
          <a className="inline-flex min-h-11 items-center text-primary underline" href={paths.adminTill}>Till</a>
          <a className="inline-flex min-h-11 items-center text-primary underline" href={paths.adminInvoices}>Invoices</a>
        </nav>
      </header>
      {saleId ? (
        <SaleDetail key={saleId} saleId={saleId} claimHref={(code) => `${paths.loyaltyClaim}?code=${encodeURIComponent(code)}`} />
      ) : (
        <SalesPage saleHref={(id) => `${paths.adminSales}?sale=${id}`} />
      )}
    </div>
  );
}
