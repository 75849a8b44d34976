// /account/purchases: every shop order, till receipt, repair invoice and credit note of the account,
// newest first, each with its type, number, date, total and PDF (issue 29, decision 298).
import type { ReactNode } from 'react';
import { Link, generatePath } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import { PURCHASE_KIND_LABELS, type Purchase } from '../../../../../shared/schemas/purchases/purchase';
import { PdfButton } from '../../../components/sales/pdf-button';
import { Button } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { QueryContent } from '../../../components/ui/query-content';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { purchasePdf, useMyPurchases } from '../api/purchases';

const LOADING_LABEL = 'Loading your purchases';

function PurchasesLayout({ children }: { children: ReactNode }) {
  useDocumentTitle('Purchases');
  return (
    <PageSection title="Purchases" intro="Your shop orders, till receipts, repair invoices and credit notes, newest first, each with its PDF.">
      {children}
    </PageSection>
  );
}

/** What the page draws before the user and their purchases are known (decisions 204, 223). */
export function PurchasesFrame() {
  return (
    <PurchasesLayout>
      <PageSpinner label={LOADING_LABEL} />
    </PurchasesLayout>
  );
}

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const label = PURCHASE_KIND_LABELS[purchase.kind];
  // A credit note gives money back.
  const total = purchase.kind === 'credit-note' ? formatPence(-purchase.totalPence) : formatPence(purchase.totalPence);
  return (
    <li className="grid gap-2 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-center" aria-label={`${label} ${purchase.number}`}>
      <div className="grid gap-1">
        <span className="text-sm font-medium text-muted">{label}</span>
        <span className="font-semibold wrap-anywhere">
          {purchase.orderId && purchase.kind === 'order' ? (
            <Link to={generatePath(paths.orderDetail, { id: purchase.orderId })} className="underline">
              {purchase.number}
            </Link>
          ) : (
            purchase.number
          )}
          {purchase.invoiceNumber ? <span className="font-normal text-muted"> against {purchase.invoiceNumber}</span> : null}
        </span>
        <span className="text-sm text-muted">
          <time dateTime={purchase.issuedAt}>{formatDate(purchase.issuedAt)}</time> · <span className="font-semibold text-foreground">{total}</span>
        </span>
        {purchase.refundedTo?.length ? (
          <span className="text-sm text-muted">Refunded to {purchase.refundedTo.map((r) => `${r.name} ${formatPence(r.amountPence)}`).join(', ')}</span>
        ) : null}
      </div>
      <PdfButton label={`Download ${purchase.number} (PDF)`} filename={`${purchase.number}.pdf`} make={() => purchasePdf(purchase.number)} />
    </li>
  );
}

export function PurchasesPage() {
  const purchases = useMyPurchases();
  return (
    <PurchasesLayout>
      <QueryContent
        query={purchases}
        loadingLabel={LOADING_LABEL}
        failedTitle="Could not load your purchases"
        isEmpty={(data) => data.pages[0]!.purchases.length === 0}
        empty={<p className="text-muted">No purchases yet. Shop orders, till receipts and repair invoices linked to your account show here.</p>}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul className="grid gap-3">
              {data.pages.flatMap((page) => page.purchases).map((purchase) => (
                <PurchaseRow key={purchase.number} purchase={purchase} />
              ))}
            </ul>
            {purchases.hasNextPage ? (
              <Button variant="outline" onClick={() => void purchases.fetchNextPage()} disabled={purchases.isFetchingNextPage}>
                {purchases.isFetchingNextPage ? 'Loading...' : 'Show older purchases'}
              </Button>
            ) : null}
            {purchases.isFetchNextPageError ? <p role="alert" className="text-sm text-danger">{purchases.error?.message}</p> : null}
          </div>
        )}
      </QueryContent>
    </PurchasesLayout>
  );
}
