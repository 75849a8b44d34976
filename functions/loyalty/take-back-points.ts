// Takes back the points a till sale's refunded repairs earned (decision 239). Run from the credit
// note's SalesDocumentIssued event, after the refund committed, once per refund: the ledger entry is
// keyed by the refund's id and written in one transaction with the balance (never below 0: what was
// already spent is recorded on the entry, not taken) and with the sale's running total of points
// taken back on its receipt, moved by condition, so two refunds of one sale never count the same
// points twice. A sale whose points are not earned yet needs nothing: the earning reads the sale
// with its refunds (sale-points.ts).
import type { LedgerEntry } from '../../shared/schemas/loyalty/ledger';
import { getCreditNote } from '../data/invoices';
import { entriesOfCause, getAccount } from '../data/loyalty-ledger';
import { listPromotions } from '../data/loyalty-promotions';
import { receiptReversalItem } from '../data/receipt-claims';
import { getReceipt, getSale, type SaleRecord } from '../data/sales';
import { londonDay } from '../../shared/dates';
import { earningEntries } from './earning';
import { CompanionWriteFailedError, InsufficientPointsError, postEntries } from './points-ledger';
import { paidRepairs } from './sale-points';

export type TakeBack = 'taken-back' | 'already-taken-back' | 'nothing-to-take-back' | 'not-earned-yet' | 'online-order' | 'not-a-credit-note';

/** Each retry follows another writer on the member's balance or the sale's receipt: a handful at most. */
const MAX_ATTEMPTS = 8;

/** The sale as it stood after its refunds up to and including the one at `index`. */
function afterRefunds(sale: SaleRecord, index: number): SaleRecord {
  const refunded = new Map<string, number>();
  for (const refund of sale.refunds.slice(0, index + 1)) for (const line of refund.lines) refunded.set(line.lineId, (refunded.get(line.lineId) ?? 0) + line.amountPence);
  return { ...sale, lines: sale.lines.map((line) => ({ ...line, refundedPence: refunded.get(line.lineId) ?? 0 })) };
}

/** What the sale's repairs earn once refunded that far, under the promotions its points were earned with. */
async function earnedAfter(sale: SaleRecord, index: number, earning: readonly LedgerEntry[]): Promise<number> {
  const used = new Set(earning.flatMap((e) => (e.source.type === 'promotion' ? [e.source.id] : [])));
  const entries = earningEntries({
    key: `sale:${sale.saleId}`,
    source: { type: 'sale', id: sale.saleId },
    label: `invoice ${sale.invoiceNumber}`,
    repairs: await paidRepairs(afterRefunds(sale, index)),
    promotions: (await listPromotions()).filter((p) => used.has(p.id)),
    day: londonDay(new Date(sale.soldAt)),
  });
  return entries.reduce((sum, e) => sum + e.points, 0);
}

function entryDescription(creditNote: string, invoice: string, due: number, taken: number): string {
  const what = `Repairs refunded on invoice ${invoice} (credit note ${creditNote})`;
  if (taken === due) return `${what}: ${due} points taken back`;
  if (taken === 0) return `${what}: ${due} points to take back, already spent`;
  return `${what}: ${due} points to take back, ${due - taken} already spent, ${taken} taken back`;
}

export async function takeBackRefundedPoints(number: string, now: Date): Promise<TakeBack> {
  if (!number.startsWith('CN-')) return 'not-a-credit-note';
  const note = await getCreditNote(number);
  // Announced after its transaction committed: a missing note is a fault the bus retries.
  if (!note) throw new Error(`Credit note ${number} was announced but not found`);
  // Online orders earn no points: only repairs do, and the shop sells products (decision 151).
  if (note.source.kind !== 'till') return 'online-order';
  const saleId = note.source.saleId;
  for (let attempt = 1; ; attempt++) {
    const sale = await getSale(saleId);
    if (!sale) throw new Error(`Sale ${saleId} of credit note ${number} not found`);
    const receipt = await getReceipt(sale.receiptCode);
    if (!receipt?.claimedBy) return 'not-earned-yet';
    const userId = receipt.claimedBy;
    const key = `sale:${saleId}:refund:${note.refundId}`;
    const ofSale = await entriesOfCause(userId, `sale:${saleId}`);
    if (ofSale.some((e) => e.key === key)) return 'already-taken-back';
    const earning = ofSale.filter((e) => e.kind === 'earned' || e.kind === 'bonus');
    const index = sale.refunds.findIndex((r) => r.refundId === note.refundId);
    if (index < 0) throw new Error(`Refund ${note.refundId} is not on sale ${saleId}`);
    const reversed = receipt.pointsReversed ?? 0;
    const due = earning.reduce((sum, e) => sum + e.points, 0) - (await earnedAfter(sale, index, earning)) - reversed;
    if (due <= 0) return 'nothing-to-take-back';
    const taken = Math.min(due, Math.max(0, (await getAccount(userId))?.balance ?? 0));
    try {
      const result = await postEntries({
        userId,
        at: now,
        entries: [{ key, kind: 'reversed', points: taken === 0 ? 0 : -taken, alreadySpent: due - taken, source: { type: 'sale', id: saleId }, description: entryDescription(number, sale.invoiceNumber, due, taken) }],
        with: [receiptReversalItem(sale.receiptCode, userId, reversed, reversed + due)],
      });
      return result.written ? 'taken-back' : 'already-taken-back';
    } catch (error) {
      // A redemption spent the balance, or another refund's reversal counted first: read again.
      const lostRace = error instanceof InsufficientPointsError || error instanceof CompanionWriteFailedError;
      if (!lostRace || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
