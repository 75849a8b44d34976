// The repair's balance on the tracking page (decision 290): once the price is final, the bill, the
// deposit and anything paid online, and while some is due, "Pay now" on the payment page (the step
// the ready-for-collection email's link leads to). Paid, it says there is nothing to pay at collection.
import { formatPence } from '../../../../../shared/money';
import type { PublicJob } from '../../../../../shared/schemas/repairs/job';
import { useHydrated } from '../../../components/after-hydration';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { useStartBalanceCheckout } from '../api/start-balance-checkout';

export function BalanceCallout({ job, qrCode, justPaid }: { job: PublicJob; qrCode: string; justPaid: boolean }) {
  const hydrated = useHydrated();
  const pay = useStartBalanceCheckout(qrCode);
  const balance = job.balance;
  if (!balance || job.collectedAt) return null;
  const due = balance.payable && balance.duePence > 0;
  const paid = balance.paidOnlinePence > 0 && balance.duePence === 0;
  return (
    <section aria-labelledby="balance-title" className={`grid gap-3 rounded-2xl border p-5 sm:p-6 ${due ? 'border-accent/60 bg-accent/10' : 'border-border bg-surface'}`}>
      <h2 id="balance-title" className="text-xl font-semibold">
        {paid ? 'Paid' : 'Balance to pay'}
      </h2>
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
      {due ? (
        <div>
          <Button variant="accent" disabled={!hydrated || pay.isPending} aria-busy={pay.isPending} onClick={() => pay.mutate()}>
            Pay now
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
