// A till sale's points for one account (decisions 151, 152): its repairs' spend (less refunds), the
// promotions active on the sale's day, and the receipt marked claimed in the same transaction, so a
// sale's points go to one account once, whether earned at once (the customer was known) or claimed
// later from the receipt's code.
import { londonDay } from '../../shared/dates';
import { getJob } from '../data/jobs';
import { listPromotions } from '../data/loyalty-promotions';
import { purchaseItem, purchasesOfTillSale } from '../data/purchases';
import { receiptClaimItem } from '../data/receipt-claims';
import { getSale, saleUnchangedItem, type SaleRecord } from '../data/sales';
import { earningEntries, type PaidRepair } from './earning';
import { CompanionWriteFailedError, postEntries, type PostingResult } from './points-ledger';

export async function paidRepairs(sale: SaleRecord): Promise<PaidRepair[]> {
  const repairs: PaidRepair[] = [];
  for (const line of sale.lines) {
    if (line.kind !== 'repair' || !line.jobQr) continue;
    const job = await getJob(line.jobQr);
    repairs.push({ jobNumber: line.jobNumber ?? '', deviceType: job?.device.type ?? 'phone', netPence: line.netPence - line.refundedPence });
  }
  return repairs;
}

/** A refund landing between the sale's read and the points' write moves its version: read again. */
const MAX_ATTEMPTS = 5;

/**
 * Null when the sale earns nothing (no repairs, or under a pound). The points are written on the
 * condition that the sale is still the version read: a refund committed meanwhile is counted by
 * reading it again, so points earned after a refund never include what it refunded (decision 239).
 * A failed claim of the receipt (another account's) comes back as CompanionWriteFailedError(0).
 */
export async function postSalePoints(input: { sale: SaleRecord; userId: string; via: 'sale' | 'receipt'; now: Date; siteOrigin: string | null }): Promise<PostingResult | null> {
  const { userId, via, now } = input;
  let sale = input.sale;
  for (let attempt = 1; ; attempt++) {
    const entries = earningEntries({
      key: `sale:${sale.saleId}`,
      source: { type: via, id: via === 'sale' ? sale.saleId : sale.invoiceNumber },
      label: `invoice ${sale.invoiceNumber}`,
      repairs: await paidRepairs(sale),
      promotions: await listPromotions(),
      day: londonDay(new Date(sale.soldAt)),
    });
    if (entries.length === 0) return null;
    try {
      return await postEntries({
        userId,
        entries,
        at: now,
        with: [
          receiptClaimItem(sale.receiptCode, userId, now.toISOString()),
          saleUnchangedItem(sale.saleId, sale.version),
          // A receipt claimed with its code joins the claimer's Purchases with the claim (decision 295).
          ...(via === 'receipt' ? purchasesOfTillSale(sale).map((row) => purchaseItem({ userId }, row)) : []),
        ],
        siteOrigin: input.siteOrigin,
      });
    } catch (error) {
      if (!(error instanceof CompanionWriteFailedError && error.index === 1) || attempt >= MAX_ATTEMPTS) throw error;
      sale = (await getSale(sale.saleId)) ?? sale;
    }
  }
}
