// The Z report: what a drawer session took by method, the cash it should hold, and, once counted,
// the difference. Worked out from the session's moves alone (the ledger), never from running totals.
import type { DrawerMove, ZReport } from '../../shared/schemas/sales/drawer';
import { countedPence } from '../../shared/sales/denominations';

export function zReport(moves: readonly DrawerMove[], count?: Readonly<Record<string, number>>): ZReport {
  const sum = (test: (m: DrawerMove) => boolean) => moves.filter(test).reduce((total, m) => total + m.amountPence, 0);
  const floatPence = sum((m) => m.kind === 'float');
  const cashSalesPence = sum((m) => m.kind === 'sale' && m.method === 'cash');
  const cashRefundsPence = -sum((m) => m.kind === 'refund' && m.method === 'cash');
  const cashInPence = sum((m) => m.kind === 'cash-in');
  const cashOutPence = -sum((m) => m.kind === 'cash-out');
  const tradeInPayoutsPence = -sum((m) => m.kind === 'cash-out' && m.purchaseDocumentNumber !== undefined);
  const expectedCashPence = floatPence + cashSalesPence - cashRefundsPence + cashInPence - cashOutPence;
  const invoices = [...new Set(moves.filter((m) => m.kind === 'sale' && m.invoiceNumber).map((m) => m.invoiceNumber!))].sort();
  const refundNotes = new Set(moves.filter((m) => m.kind === 'refund' && m.creditNoteNumber).map((m) => m.creditNoteNumber!));
  const report: ZReport = {
    floatPence,
    cashSalesPence,
    cashRefundsPence,
    cashInPence,
    cashOutPence,
    ...(tradeInPayoutsPence ? { tradeInPayoutsPence } : {}),
    expectedCashPence,
    cardSalesPence: sum((m) => m.kind === 'sale' && m.method === 'card'),
    cardRefundsPence: -sum((m) => m.kind === 'refund' && m.method === 'card'),
    // Of the card above, what registered readers took and gave back (decision 283); the rest was typed from another terminal.
    terminalCardSalesPence: sum((m) => m.kind === 'sale' && m.method === 'card' && !!m.terminal),
    terminalCardRefundsPence: -sum((m) => m.kind === 'refund' && m.method === 'card' && !!m.terminal),
    salesCount: invoices.length,
    refundsCount: refundNotes.size,
    firstInvoice: invoices[0],
    lastInvoice: invoices.at(-1),
  };
  if (count) {
    const counted = countedPence(count);
    Object.assign(report, { count: { ...count }, countedPence: counted, differencePence: counted - expectedCashPence });
  }
  return report;
}
