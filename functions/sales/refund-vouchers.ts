// The gift card and store credit side of a refund (decision 340; an online order's, decision 377):
// what a card or store credit paid goes back onto it, and a till refund the customer chose to take as
// store credit goes onto their account; each a ledger entry keyed by the refund, in the refund's own
// transaction (so ten identical refunds at once, of which one commits, credit once).
import type { VoucherEntry } from '../../shared/schemas/gift-cards/gift-card';
import type { Payment, Staff } from '../../shared/schemas/sales/fields';
import type { Sale } from '../../shared/schemas/sales/sale';
import { getCustomer } from '../data/customers';
import { getJob } from '../data/jobs';
import { voucherPayment, type VoucherMove } from '../gift-cards/tender';
import { BadRequestError } from '../lib/http-errors';

export const STORE_CREDIT_NEEDS_ACCOUNT = 'Store credit needs a customer with an account on the sale.';

const isVoucher = (p: Payment) => p.method === 'giftCard' || p.method === 'storeCredit';

/** Whether the refund's payments need to know whose store credit they move. */
export const needsStoreCreditAccount = (refunds: readonly Payment[]) => refunds.some((p) => p.method === 'storeCredit');

/**
 * Whose store credit the sale's refunds go to, as the sale's store credit was taken from (create-sale's
 * member): the customer record's account, else (no record) a collected repair's owner; null without one.
 */
export async function storeCreditAccountOf(sale: Sale): Promise<string | null> {
  if (sale.customer?.customerQr) {
    const record = await getCustomer(sale.customer.customerQr);
    if (record) return record.userId ?? null;
  }
  for (const line of sale.lines) {
    if (!line.jobQr) continue;
    const owner = (await getJob(line.jobQr))?.customer?.userId;
    if (owner) return owner;
  }
  return null;
}

/** The whole refund as store credit: the customer's choice instead of cash or card. */
export function storeCreditRefund(amountPence: number): Payment[] {
  return amountPence > 0 ? [{ method: 'storeCredit', amountPence }] : [];
}

/**
 * The ledger moves of a refund's gift card and store credit payments: `refunded` back onto what paid,
 * `credited` when the customer chose store credit, each keyed by the refund (`cause.key`) so a refund
 * credits a card or account once however often its transaction is tried. Cash and card refunds are
 * the drawer's (the till) or the provider's (an online order, decision 377).
 */
export function voucherRefundMoves(refunds: readonly Payment[], account: string | null, cause: { key: string; source: VoucherEntry['source']; at: string; by?: Staff; chosen: boolean }): VoucherMove[] {
  if (cause.chosen && !account) throw new BadRequestError(STORE_CREDIT_NEEDS_ACCOUNT);
  const moves: VoucherMove[] = [];
  for (const p of refunds.filter(isVoucher)) {
    const entry = { key: cause.key, kind: cause.chosen ? 'credited' : 'refunded', source: cause.source, at: cause.at, ...(cause.by ? { by: cause.by } : {}) } as const;
    voucherPayment(p, account, entry, moves);
  }
  return moves;
}
