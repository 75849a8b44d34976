// /loyalty/claim?code=: where a receipt's QR code leads (decision 152). Shows the receipt (no personal
// data) and what it is worth; a signed-in member claims its points once, within the claim window;
// visitors are offered registration or sign-in, which come back here with the code.
import CircleCheck from 'lucide-react/icons/circle-check';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LOYALTY_RULES, pointsForPence } from '../../../../../shared/loyalty';
import { formatPence } from '../../../../../shared/money';
import { PrintArea } from '../../../components/repairs/print-area';
import { Receipt } from '../../../components/sales/receipt';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { LoadFailure } from '../../../components/ui/load-failure';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/server-message';
import type { PublicReceipt } from '../../../../../shared/schemas/sales/public-receipt';
import { useClaimReceipt } from '../api/claim-receipt';
import { receiptQueryOptions } from '../api/receipt';
import { receiptCodeForLink } from '../../../../../shared/sales/receipt-code';
import { claimHref } from '../receipt-code';
import { ClaimCodeEntry } from './claim-code-entry';

export function ReceiptClaimPage({ code }: { code: string }) {
  useDocumentTitle('Claim your points');
  if (code === '') return <ClaimCodeEntry />;
  // A code typed into the link in lower case or with spaces is asked for as printed (decision 248).
  return <ReceiptWithClaim code={receiptCodeForLink(code) ?? code} />;
}

function ReceiptWithClaim({ code }: { code: string }) {
  const receipt = useQuery(receiptQueryOptions(code));
  if (receipt.isError) {
    return <LoadFailure error={receipt.error} notFoundTitle="We could not find that receipt" failedTitle="We could not load your receipt" notFoundHint="Scan the QR code on your receipt again." />;
  }
  if (receipt.isPending) return <PageSpinner label="Loading your receipt" />;
  const r = receipt.data;
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 pt-6 pb-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Claim your points</h1>
        <p className="text-muted">
          {pointsForPence(r.repairSpendPence) > 0
            ? `This receipt is worth ${pointsForPence(r.repairSpendPence)} loyalty points (${formatPence(r.repairSpendPence)} spent on repairs), with any promotion on the day of the sale on top. Claim them within ${LOYALTY_RULES.claimWindowDays} days of the sale.`
            : 'This receipt has no repairs on it, so it earns no points: points come with repairs.'}
        </p>
      </header>
      <ClaimPanel receipt={r} />
      <PrintArea id="receipt" label="Receipt" className="rounded-lg">
        <Receipt data={{ ...r, claimUrl: window.location.href, code: r.code }} />
      </PrintArea>
    </div>
  );
}

function ClaimPanel({ receipt }: { receipt: PublicReceipt }) {
  const auth = useAuth();
  const claim = useClaimReceipt();
  const here = claimHref(receipt.code);
  if (claim.isSuccess) {
    return (
      <div className="grid gap-3 rounded-2xl border border-success/50 bg-surface p-5">
        <p role="status" className="flex items-start gap-2 text-success">
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {claim.data.points} points added from {claim.data.invoiceNumber}. Your balance is {claim.data.balance} points.
        </p>
        <Link to={paths.loyalty} className={buttonClasses('primary', 'md')}>
          See your points
        </Link>
      </div>
    );
  }
  if (receipt.claimedAt) return <p className="rounded-2xl border border-border bg-surface p-5 text-muted">This receipt&rsquo;s points have already been claimed.</p>;
  if (pointsForPence(receipt.repairSpendPence) === 0) return null;
  if (auth.status === 'loading') return <PageSpinner label="Checking your sign-in" />;
  if (auth.status === 'anonymous') {
    return (
      <div className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
        <p className="text-muted">Create a free account, or sign in, to add these points to your account.</p>
        <Link to={`${paths.auth}?${new URLSearchParams({ tab: 'register', returnTo: here }).toString()}`} className={buttonClasses('primary', 'lg', 'w-full')}>
          Create an account
        </Link>
        <Link to={`${paths.auth}?${new URLSearchParams({ returnTo: here }).toString()}`} className={buttonClasses('outline', 'lg', 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <p className="text-muted">
        Signed in as <span className="font-semibold text-foreground">{auth.user.username}</span>.
      </p>
      {claim.isError ? (
        <p role="alert" className="rounded-lg bg-danger-surface p-3 text-sm text-danger">
          {serverMessage(claim.error)}
        </p>
      ) : null}
      <Button size="lg" onClick={() => claim.mutate(receipt.code)} disabled={claim.isPending}>
        {claim.isPending ? 'Claiming...' : 'Claim my points'}
      </Button>
    </div>
  );
}
