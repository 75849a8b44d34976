// The deposit on the tracking page (decision 147): what was asked and paid and, while some is due,
// one button that approves a pending estimate and pays the deposit on the payment page (the step the
// estimate email's link leads to).
import { formatPence } from '../../../../../shared/money';
import type { PublicJob } from '../../../../../shared/schemas/repairs/job';
import { useStartDepositCheckout } from '../api/start-deposit-checkout';
import { PaymentCallout } from './payment-callout';

export function DepositCallout({ job, qrCode, closed, justPaid }: { job: PublicJob; qrCode: string; closed: boolean; justPaid: boolean }) {
  const pay = useStartDepositCheckout(qrCode);
  const deposit = job.deposit;
  if (!deposit) return null;
  const approving = job.status === 'Awaiting approval' && job.estimateApproval === 'pending' && job.estimatePence !== undefined;
  const due = !closed && deposit.duePence > 0;
  const payLabel = approving ? `Approve ${formatPence(job.estimatePence!)} and pay ${formatPence(deposit.duePence)} deposit` : `Pay ${formatPence(deposit.duePence)} deposit`;
  return (
    <PaymentCallout id="deposit-title" title="Deposit" due={due} payLabel={payLabel} pay={pay}>
      <p className="text-muted">
        {deposit.requestedPence > 0 ? `We ask a deposit of ${formatPence(deposit.requestedPence)} ${deposit.for === 'parts' ? 'to order the parts' : 'before we start'}. ` : ''}
        {deposit.paidPence > 0 ? `You have paid ${formatPence(deposit.paidPence)}` : 'Nothing paid yet'}
        {deposit.refundedPence > 0 ? `, ${formatPence(deposit.refundedPence)} refunded` : ''}. The deposit comes off the bill when you collect the device.
      </p>
      {justPaid && deposit.paidPence === 0 ? <p className="text-sm text-muted">Thank you: we are confirming your payment, which can take a moment.</p> : null}
    </PaymentCallout>
  );
}
