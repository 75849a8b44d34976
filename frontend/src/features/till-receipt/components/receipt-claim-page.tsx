// /loyalty/claim?code=: where a receipt's QR code leads. Until loyalty opens, it shows the receipt
// (no personal data) and the points it will be worth; loyalty will claim them here, once, for the
// signed-in customer (decision 144).
import { useQuery } from '@tanstack/react-query';
import { LOYALTY } from '../../../../../shared/business';
import { formatPence } from '../../../../../shared/money';
import { PrintArea } from '../../../components/repairs/print-area';
import { Receipt } from '../../../components/sales/receipt';
import { PageSpinner } from '../../../components/ui/spinner';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-error';
import { receiptQueryOptions } from '../api/receipt';

export function ReceiptClaimPage({ code }: { code: string }) {
  const receipt = useQuery({ ...receiptQueryOptions(code), enabled: code !== '' });
  useDocumentTitle('Your receipt');
  if (code === '' || receipt.isError) {
    return (
      <LoadFailure error={receipt.error ?? new ApiError('No receipt code', 404, undefined)} notFoundTitle="We could not find that receipt" failedTitle="We could not load your receipt" notFoundHint="Scan the QR code on your receipt again." />
    );
  }
  if (receipt.isPending) return <PageSpinner label="Loading your receipt" />;
  const r = receipt.data;
  const points = Math.floor(r.repairSpendPence / 100) * LOYALTY.pointsPerPound;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Your receipt</h1>
        <p className="mt-2 text-muted">
          {points > 0
            ? `This receipt is worth ${points} loyalty points (${formatPence(r.repairSpendPence)} spent on repairs). Our loyalty programme opens soon: keep this receipt to claim them.`
            : 'Keep this receipt: its code is yours for our loyalty programme, which opens soon.'}
        </p>
      </header>
      <PrintArea id="receipt" label="Receipt" className="rounded-lg">
        <Receipt data={{ ...r, lines: r.lines, claimUrl: window.location.href, code: r.code }} />
      </PrintArea>
    </div>
  );
}
