// A signed-in member claims a till receipt's points with its code (decision 152): within 30 days of
// the sale, once. Two claims at once: the receipt's condition lets exactly one write points.
import { receiptCodeCandidates } from '../../shared/sales/receipt-code';
import { LOYALTY_RULES } from '../../shared/loyalty';
import type { ClaimReceiptResult } from '../../shared/schemas/loyalty/claims';
import { findReceipt, getSale } from '../data/sales';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { CompanionWriteFailedError } from './points-ledger';
import { postSalePoints } from './sale-points';

export const NO_SUCH_RECEIPT_CODE = 'No receipt has that code.';
export const RECEIPT_ALREADY_CLAIMED = "This receipt's points have already been claimed.";
export const RECEIPT_TOO_OLD = `This receipt is too old: points can be claimed within ${LOYALTY_RULES.claimWindowDays} days of the sale.`;
export const RECEIPT_BUSY = 'The sale on this receipt was being refunded at the same moment. Please try again.';
export const RECEIPT_EARNS_NOTHING = 'This receipt has no repairs on it, so it earns no points.';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function claimReceipt(code: string, userId: string, now: Date, siteOrigin: string | null): Promise<ClaimReceiptResult> {
  const receipt = await findReceipt(receiptCodeCandidates(code));
  const sale = receipt ? await getSale(receipt.saleId) : null;
  if (!receipt || !sale) throw new NotFoundError(NO_SUCH_RECEIPT_CODE);
  if (receipt.claimedBy && receipt.claimedBy !== userId) throw new ConflictError(RECEIPT_ALREADY_CLAIMED);
  if (!receipt.claimedBy && now.getTime() - new Date(sale.soldAt).getTime() > LOYALTY_RULES.claimWindowDays * DAY_MS) throw new ConflictError(RECEIPT_TOO_OLD);
  let result;
  try {
    result = await postSalePoints({ sale, userId, via: 'receipt', now, siteOrigin });
  } catch (error) {
    if (error instanceof CompanionWriteFailedError && error.index === 0) throw new ConflictError(RECEIPT_ALREADY_CLAIMED);
    // The sale kept being refunded while its points were counted (sale-points.ts): nothing was written.
    if (error instanceof CompanionWriteFailedError) throw new ConflictError(RECEIPT_BUSY);
    throw error;
  }
  if (!result) throw new BadRequestError(RECEIPT_EARNS_NOTHING);
  return { invoiceNumber: sale.invoiceNumber, points: result.entries.reduce((sum, e) => sum + e.points, 0), balance: result.balance };
}
