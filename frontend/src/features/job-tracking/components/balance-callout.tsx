// The repair's balance on the tracking page (decision 290): once the price is final, the bill, the
// deposit and anything paid online, and while some is due, "Pay now" on the payment page (the step
// the ready-for-collection email's link leads to). Paid, it says there is nothing to pay at collection.
import { formatPence } from '../../../../../shared/money';
import type { PublicJob } from '../../../../../shared/schemas/repairs/job';
import { useStartBalanceCheckout } from '../api/start-balance-checkout';
import { PaymentCallout } from './payment-callout';

export function BalanceCallout({ job, qrCode, justPaid }: { job: PublicJob; qrCode: string; justPaid: boolean }) {
  const pay = useStartBalanceCheckout(qrCode);
  const balance = job.balance;
  if (!balance || job.collectedAt) return null;
  const due = balance.payable && balance.duePence > 0;
  const paid = balance.paidOnlinePence > 0 && balance.duePence === 0;
  return (
    <PaymentCallout id="balance-title" title={paid ? 'Paid' : 'Balance to pay'} due={due} payLabel="Pay now" pay={pay}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-muted">
        <dt>Repair</dt>
        <dd className="text-right tabular-nums">{formatPence(balance.billPence)}</dd>
        {balance.depositPence > 0 ? (
          <>
            <dt>Deposit paid</dt>
            <dd className="text-right tabular-nums">−{formatPence(balance.depositPence)}</dd>
          </>
        ) : null}
        {balance.paidOnlinePence > 0 ? (
          <>
            <dt>Paid online</dt>
            <dd className="text-right tabular-nums">−{formatPence(balance.paidOnlinePence)}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-foreground">Balance due</dt>
        <dd className="text-right font-semibold tabular-nums text-foreground">{formatPence(balance.duePence)}</dd>
      </dl>
      {paid ? <p className="font-medium text-success">Paid online: there is nothing to pay when you collect your device.</p> : null}
      {justPaid && !paid ? <p className="text-sm text-muted">Thank you: we are confirming your payment, which can take a moment.</p> : null}
    </PaymentCallout>
  );
}
