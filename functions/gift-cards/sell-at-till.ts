// A gift card sold at the till (decisions 300, 301): a multi-purpose voucher, so no invoice and no
// VAT: the card with its balance, its `issued` ledger entry, the payment's moves into the open drawer
// and the request's idempotency record, in ONE transaction. A retried request answers the card it
// made, also when both are sent at once.
import { randomBytes } from 'node:crypto';
import { GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes, maskedGiftCardCode } from '../../shared/gift-cards/code';
import { checkPayments, SaleRuleError } from '../../shared/sales/sale-totals';
import type { GiftCard, SellGiftCardRequest } from '../../shared/schemas/gift-cards/gift-card';
import type { DrawerMove } from '../../shared/schemas/sales/drawer';
import type { Staff } from '../../shared/schemas/sales/fields';
import { countMovesItem, getOpenSessionId, moveItem } from '../data/drawer';
import { getGiftCard, getGiftCardRequest, giftCardRequestItem, newGiftCardItem } from '../data/gift-cards';
import { commitWithRetries } from '../data/transact';
import { voucherPostingItems } from '../data/voucher-items';
import { NO_OPEN_DRAWER } from '../drawer/drawer';
import { BadRequestError, ConflictError } from '../lib/http-errors';

export const newGiftCardCode = (): string => giftCardCodeFromBytes(randomBytes(GIFT_CARD_CODE_BYTES));

async function replay(key: string): Promise<GiftCard | null> {
  const code = await getGiftCardRequest(key);
  return code ? getGiftCard(code) : null;
}

export async function sellGiftCardAtTill(input: SellGiftCardRequest, by: Staff, now: Date): Promise<GiftCard> {
  const earlier = await replay(input.idempotencyKey);
  if (earlier) return earlier;
  if (input.payments.some((p) => p.method !== 'cash' && p.method !== 'card')) throw new BadRequestError('A gift card is paid for in cash or by card.');
  if (input.payments.some((p) => p.method === 'card' && !p.reference)) throw new BadRequestError('Card payments need the terminal reference or the last 4 digits of the card.');
  try {
    checkPayments(input.payments, input.amountPence);
  } catch (error) {
    if (error instanceof SaleRuleError) throw new BadRequestError(error.message);
    throw error;
  }
  const at = now.toISOString();
  return commitWithRetries(
    async () => {
      const sessionId = await getOpenSessionId();
      if (!sessionId) throw new ConflictError(NO_OPEN_DRAWER);
      const code = newGiftCardCode();
      const card: GiftCard = {
        code,
        initialPence: input.amountPence,
        balancePence: input.amountPence,
        issuedAt: at,
        soldVia: 'till',
        ...(input.recipientName ? { recipientName: input.recipientName } : {}),
        ...(input.fromName ? { fromName: input.fromName } : {}),
        ...(input.message ? { message: input.message } : {}),
      };
      const moves: DrawerMove[] = input.payments.map((p, i) => ({
        moveId: `GC${code}-${i + 1}`,
        at,
        kind: 'sale',
        method: p.method === 'card' ? 'card' : 'cash',
        amountPence: p.amountPence,
        reason: `Gift card ${maskedGiftCardCode(code)}`,
        by,
      }));
      // The card's Put carries its balance; the entry records why (the balance item is not changed twice).
      const [issued] = voucherPostingItems(
        { kind: 'giftCard', code },
        { key: `issue:${input.idempotencyKey}`, kind: 'issued', amountPence: input.amountPence, source: { type: 'gift-card-sale', id: input.idempotencyKey }, at, by },
      );
      const items = [countMovesItem(sessionId, moves.length), giftCardRequestItem(input.idempotencyKey, code, at), newGiftCardItem(card), issued, ...moves.map((m) => moveItem(sessionId, m))];
      return {
        items,
        // A code already taken (80 random bits: practically never) is made afresh.
        retryable: [2],
        result: card,
        explain: async (error) => {
          if (error.conditionFailedAt(0)) throw new ConflictError(NO_OPEN_DRAWER);
          return null;
        },
      };
    },
    () => replay(input.idempotencyKey),
  );
}
