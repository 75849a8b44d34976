// /admin/reports/invoices: the invoices and credit notes report.
import { InvoicesPage } from '../../features/till-invoices/components/invoices-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  useDocumentTitle('Invoices');
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Invoices</h1>
        <p className="mt-1 text-sm text-muted">Invoices and credit notes by the day they were issued; none is ever edited.</p>
      </header>
      <InvoicesPage />
    </div>
  );
}
