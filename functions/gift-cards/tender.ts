// Gift cards and store credit as tenders (decision 302): a payment's ledger entry and its balance
// change, keyed by the sale, order or refund that caused it, to go in THAT cause's transaction. The
// balance change's condition refuses a taking the balance does not cover, however many run at once.
// Small on purpose: the till's sale Lambda carries it (scripts/check-lambda-budget.ts).
import type { VoucherEntry } from '../../shared/schemas/gift-cards/gift-card';
import type { Payment } from '../../shared/schemas/sales/fields';
import { voucherPartition, voucherPostingItems, type VoucherRef } from '../data/voucher-items';
import type { TransactItem } from '../data/transact';
import { BadRequestError, ConflictError } from '../lib/http-errors';

export interface VoucherMove {
  ref: VoucherRef;
  entry: VoucherEntry;
}

/**
 * A gift card or store credit payment (the store credit of `userId`, the sale's customer), its move
 * recorded in `moves`; `entry` is the move's cause (key, kind, source, time).
 */
export function voucherPayment(payment: Pick<Payment, 'method' | 'amountPence' | 'giftCardCode'>, userId: string | null, entry: Omit<VoucherEntry, 'amountPence'>, moves: VoucherMove[]): Payment {
  const { method, amountPence, giftCardCode } = payment;
  if (method === 'storeCredit' && !userId) throw new ConflictError('Store credit needs a customer account.');
  const ref: VoucherRef = method === 'giftCard' ? { kind: 'giftCard', code: giftCardCode! } : { kind: 'storeCredit', userId: userId! };
  // One entry per card (or store credit) and cause: the same card twice would write its balance twice in one transaction.
  if (!giftCardCode === (method === 'giftCard') || moves.some((m) => voucherPartition(m.ref) === voucherPartition(ref))) throw new BadRequestError('Each gift card or store credit pays once.');
  moves.push({ ref, entry: { ...entry, amountPence: entry.kind === 'redeemed' ? -amountPence : amountPence } });
  return method === 'giftCard' ? { method, amountPence, giftCardCode } : { method: 'storeCredit', amountPence };
}

export const VOUCHER_SHORT = 'Not enough on that gift card or store credit.';

/** The moves' ledger items, to go at index `at` of the transaction, and whether one's balance change was refused. */
export function voucherMoveItems(moves: readonly VoucherMove[], at: number): { items: TransactItem[]; short: (failedAt: (index: number) => boolean) => boolean } {
  return { items: moves.flatMap((m) => voucherPostingItems(m.ref, m.entry)), short: (failedAt) => moves.some((_, i) => failedAt(at + 2 * i + 1)) };
}
