// The job's balance once its price is final (decision 290): the bill, the deposit, what the customer
// paid online from the tracking page, and what the till still takes at collection.
import { formatPence } from '../../../../../shared/money';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { Figure } from './deposit-panel';
import { Panel } from './panel';

export function BalancePanel({ job }: { job: AdminJob }) {
  const balance = job.balance;
  if (!balance || job.status === 'Collected') return null;
  return (
    <Panel title="Balance">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure term="Bill" detail={formatPence(balance.billPence)} />
        <Figure term="Deposit" detail={formatPence(balance.depositPence)} />
        <Figure term="Paid online" detail={formatPence(balance.paidOnlinePence)} testId="balance-paid-online" />
        <Figure term="To take at collection" detail={formatPence(balance.duePence)} testId="balance-due" />
      </dl>
      {balance.paidOnlinePence > 0 && balance.duePence === 0 ? <p className="text-sm font-medium text-success">Paid online: nothing to take at the till.</p> : null}
    </Panel>
  );
}
