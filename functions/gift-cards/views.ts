// Reading gift cards: the public balance check (no names, no ledger) and the admin's list and ledger.
import { readGiftCardCode } from '../../shared/gift-cards/code';
import type { GiftCard, GiftCardBalance, GiftCardWithLedger } from '../../shared/schemas/gift-cards/gift-card';
import { getGiftCard, listGiftCards, readLedger } from '../data/gift-cards';
import { NotFoundError } from '../lib/http-errors';

export const NO_SUCH_GIFT_CARD = 'No gift card has that code.';
/** The admin list's length: the newest cards; an older one is found by its code. */
export const GIFT_CARD_LIST_LIMIT = 200;

async function cardOf(typed: string): Promise<GiftCard> {
  const code = readGiftCardCode(typed);
  const card = code ? await getGiftCard(code) : null;
  if (!card) throw new NotFoundError(NO_SUCH_GIFT_CARD);
  return card;
}

export async function giftCardBalance(typed: string): Promise<GiftCardBalance> {
  const card = await cardOf(typed);
  return { lastFour: card.code.slice(-4), balancePence: card.balancePence, initialPence: card.initialPence, issuedAt: card.issuedAt };
}

export async function giftCardWithLedger(typed: string): Promise<GiftCardWithLedger> {
  const code = readGiftCardCode(typed);
  if (!code) throw new NotFoundError(NO_SUCH_GIFT_CARD);
  const { balance, entries } = await readLedger({ kind: 'giftCard', code });
  if (!balance) throw new NotFoundError(NO_SUCH_GIFT_CARD);
  return { card: (await getGiftCard(code))!, entries };
}

export async function newestGiftCards(): Promise<GiftCard[]> {
  return listGiftCards(GIFT_CARD_LIST_LIMIT);
}
