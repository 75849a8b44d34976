// Gift cards and store credit at the shop's checkout (decision 346): what they pay of an order, read
// from their balances when the checkout starts; their takings keyed by the order (`order:<id>`) go in
// the transaction that records the order, each refused by its balance's condition when another
// checkout or the till took it first, so no card or account is ever overdrawn; and the transaction
// that cancels an unpaid order gives them back (`order:<id>:released`).
import { formatPence } from '../../shared/money';
import { readGiftCardCode } from '../../shared/gift-cards/code';
import type { CheckoutRequest, Order, OrderVoucher } from '../../shared/schemas/shop/order';
import { getBalance, getGiftCard } from '../data/gift-cards';
import type { TransactItem } from '../data/transact';
import { voucherPostingItems } from '../data/voucher-items';
import { voucherMoveItems, voucherPayment, type VoucherMove } from '../gift-cards/tender';
import { BadRequestError, ConflictError } from '../lib/http-errors';

export const GIFT_CARD_NOT_FOUND = 'We can’t find that gift card. Check the code and try again.';
export const GIFT_CARD_EMPTY = 'That gift card has nothing left on it.';
export const NO_STORE_CREDIT = 'You have no store credit to use.';

/** The gift card's part (first) and the store credit's (after it), each at most what the order still needs. */
export async function orderVouchers(userId: string, request: Pick<CheckoutRequest, 'giftCardCode' | 'giftCardPence' | 'useStoreCredit'>, totalPence: number): Promise<OrderVoucher[]> {
  const vouchers: OrderVoucher[] = [];
  let left = totalPence;
  if (request.giftCardCode) {
    const code = readGiftCardCode(request.giftCardCode);
    const card = code ? await getGiftCard(code) : null;
    if (!code || !card) throw new BadRequestError(GIFT_CARD_NOT_FOUND);
    if (card.balancePence <= 0) throw new ConflictError(GIFT_CARD_EMPTY);
    if (request.giftCardPence !== undefined && request.giftCardPence > card.balancePence) throw new ConflictError(`That gift card has ${formatPence(card.balancePence)} left.`);
    const amountPence = Math.min(request.giftCardPence ?? card.balancePence, left);
    if (amountPence > 0) vouchers.push({ method: 'giftCard', amountPence, giftCardCode: code });
    left -= amountPence;
  }
  if (request.useStoreCredit && left > 0) {
    const balance = await getBalance({ kind: 'storeCredit', userId });
    if (balance <= 0) throw new ConflictError(NO_STORE_CREDIT);
    vouchers.push({ method: 'storeCredit', amountPence: Math.min(balance, left) });
  }
  return vouchers;
}

export const vouchersPence = (order: Pick<Order, 'vouchers'>): number => (order.vouchers ?? []).reduce((sum, v) => sum + v.amountPence, 0);

/** The request's part of its key: another card, amount or choice of store credit is another checkout. */
export function voucherChoiceKey(request: Pick<CheckoutRequest, 'giftCardCode' | 'giftCardPence' | 'useStoreCredit'>): string {
  const code = request.giftCardCode ? readGiftCardCode(request.giftCardCode) : null;
  return `${code ? `:gc:${code}:${request.giftCardPence ?? 'all'}` : ''}${request.useStoreCredit ? ':sc' : ''}`;
}

/** The takings of an order's vouchers, for the transaction at index `at`, and whether one was refused. */
export function voucherTakingItems(order: Pick<Order, 'id' | 'userId' | 'vouchers' | 'createdAt'>, at: number): ReturnType<typeof voucherMoveItems> {
  const moves: VoucherMove[] = [];
  for (const voucher of order.vouchers ?? []) {
    voucherPayment(voucher, order.userId, { key: `order:${order.id}`, kind: 'redeemed', source: { type: 'online-order', id: order.id }, at: order.createdAt }, moves);
  }
  return voucherMoveItems(moves, at);
}

/** What an unpaid order took from its vouchers, given back (once: keyed by the order). */
export function voucherReleaseItems(order: Pick<Order, 'id' | 'userId' | 'vouchers'>, now: Date): TransactItem[] {
  return (order.vouchers ?? []).flatMap((voucher) =>
    voucherPostingItems(voucher.method === 'giftCard' ? { kind: 'giftCard', code: voucher.giftCardCode! } : { kind: 'storeCredit', userId: order.userId }, {
      key: `order:${order.id}:released`,
      kind: 'released',
      amountPence: voucher.amountPence,
      source: { type: 'online-order', id: order.id },
      at: now.toISOString(),
    }),
  );
}
