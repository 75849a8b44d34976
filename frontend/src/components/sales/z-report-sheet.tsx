// The Z report of a drawer session, on screen and on paper: the float, what came in and went out
// by method, the cash expected, and the count per denomination with its difference.
import { DENOMINATIONS, denominationLabel } from '../../../../shared/sales/denominations';
import { formatDateTime } from '../../../../shared/dates';
import { formatPence } from '../../../../shared/money';
import type { DrawerSession } from '../../../../shared/schemas/sales/drawer';

function Row({ label, pence, strong }: { label: string; pence: number; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between border-t border-black/30 pt-1 font-bold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd>{formatPence(pence)}</dd>
    </div>
  );
}

export function ZReportSheet({ session }: { session: DrawerSession }) {
  const r = session.report;
  return (
    <div className="grid gap-3 p-4 font-mono text-sm">
      <h2 className="text-lg font-bold">{session.status === 'closed' ? 'Z report' : 'X report (drawer still open)'}</h2>
      <p>
        Opened {formatDateTime(session.openedAt)} by {session.openedBy.name}
        {session.closedAt ? `, closed ${formatDateTime(session.closedAt)} by ${session.closedBy?.name ?? ''}` : ''}
        {session.closeApprovedBy ? `, approved by ${session.closeApprovedBy.name}` : ''}
      </p>
      <p>
        Sales: {r.salesCount}
        {r.firstInvoice ? ` (${r.firstInvoice} to ${r.lastInvoice})` : ''}, refunds: {r.refundsCount}
      </p>
      <dl className="grid gap-1">
        <Row label="Float" pence={r.floatPence} />
        <Row label="Cash sales" pence={r.cashSalesPence} />
        <Row label="Cash refunds" pence={-r.cashRefundsPence} />
        <Row label="Cash in" pence={r.cashInPence} />
        <Row label="Cash out" pence={-r.cashOutPence} />
        {r.tradeInPayoutsPence ? <Row label="of which trade-in payouts" pence={-r.tradeInPayoutsPence} /> : null}
        <Row label="Cash expected" pence={r.expectedCashPence} strong />
        <Row label="Card sales" pence={r.cardSalesPence} />
        <Row label="Card refunds" pence={-r.cardRefundsPence} />
        {/* Card on the registered readers apart from card typed from another terminal (decision 283). */}
        <Row label="Card (terminal) sales" pence={r.terminalCardSalesPence ?? 0} />
        <Row label="Card (terminal) refunds" pence={-(r.terminalCardRefundsPence ?? 0)} />
        <Row label="Card (other terminal) sales" pence={r.cardSalesPence - (r.terminalCardSalesPence ?? 0)} />
        <Row label="Card (other terminal) refunds" pence={-(r.cardRefundsPence - (r.terminalCardRefundsPence ?? 0))} />
      </dl>
      {r.count && r.countedPence !== undefined && r.differencePence !== undefined ? (
        <>
          <table className="w-full text-left">
            <caption className="text-left font-bold">Cash counted</caption>
            <thead>
              <tr>
                <th scope="col">Denomination</th>
                <th scope="col" className="text-right">Count</th>
                <th scope="col" className="text-right">Value</th>
              </tr>
            </thead>
            <tbody>
              {DENOMINATIONS.filter((d) => (r.count![String(d)] ?? 0) > 0).map((d) => (
                <tr key={d}>
                  <td>{denominationLabel(d)}</td>
                  <td className="text-right">{r.count![String(d)]}</td>
                  <td className="text-right">{formatPence(d * r.count![String(d)]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="grid gap-1">
            <Row label="Cash counted" pence={r.countedPence} strong />
            <Row label="Cash expected" pence={r.expectedCashPence} />
            <Row label={r.differencePence === 0 ? 'Difference (balances)' : r.differencePence > 0 ? 'Difference (over)' : 'Difference (short)'} pence={r.differencePence} strong />
          </dl>
        </>
      ) : null}
    </div>
  );
}
