// The deposit on the tracking page (decision 147): what was asked and paid and, while some is due,
// one button that approves a pending estimate and pays the deposit on the payment page (the step the
// estimate email's link leads to). The button works once the app runs (nothing to send before).
import { formatPence } from '../../../../../shared/money';
import type { PublicJob } from '../../../../../shared/schemas/repairs/job';
import { useHydrated } from '../../../components/after-hydration';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { useStartDepositCheckout } from '../api/start-deposit-checkout';

export function DepositCallout({ job, qrCode, closed, justPaid }: { job: PublicJob; qrCode: string; closed: boolean; justPaid: boolean }) {
  const hydrated = useHydrated();
  const pay = useStartDepositCheckout(qrCode);
  const deposit = job.deposit;
  if (!deposit) return null;
  const approving = job.status === 'Awaiting approval' && job.estimateApproval === 'pending' && job.estimatePence !== undefined;
  const due = !closed && deposit.duePence > 0;
  return (
    <section aria-labelledby="deposit-title" className={`grid gap-3 rounded-2xl border p-5 sm:p-6 ${due ? 'border-accent/60 bg-accent/10' : 'border-border bg-surface'}`}>
      <h2 id="deposit-title" className="text-xl font-semibold">
        Deposit
      </h2>
      <p className="text-muted">
        {deposit.requestedPence > 0 ? `We ask a deposit of ${formatPence(deposit.requestedPence)} ${deposit.for === 'parts' ? 'to order the parts' : 'before we start'}. ` : ''}
        {deposit.paidPence > 0 ? `You have paid ${formatPence(deposit.paidPence)}` : 'Nothing paid yet'}
        {deposit.refundedPence > 0 ? `, ${formatPence(deposit.refundedPence)} refunded` : ''}. The deposit comes off the bill when you collect the device.
      </p>
      {justPaid && deposit.paidPence === 0 ? <p className="text-sm text-muted">Thank you: we are confirming your payment, which can take a moment.</p> : null}
      {due ? (
        <div>
          <Button variant="accent" disabled={!hydrated || pay.isPending} aria-busy={pay.isPending} onClick={() => pay.mutate()}>
            {approving ? `Approve ${formatPence(job.estimatePence!)} and pay ${formatPence(deposit.duePence)} deposit` : `Pay ${formatPence(deposit.duePence)} deposit`}
          </Button>
        </div>
      ) : null}
      {pay.isError ? (
        <Notice tone="error" role="alert">
          {serverMessage(pay.error)}
        </Notice>
      ) : null}
    </section>
  );
}
