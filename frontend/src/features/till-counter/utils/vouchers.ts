// The till's arithmetic for gift cards and store credit (decision 341): what a tender takes by
// default, a tender's problem before the sale is sent, and the amount of a card being sold, checked
// as the server checks it (the server's answer is what counts).
import * as z from 'zod/mini';
import { formatPence } from '../../../../../shared/money';
import { GiftCardAmountSchema } from '../../../../../shared/schemas/gift-cards/gift-card';
import { parsePounds } from '../../../utils/intake-form';

/** All the card or store credit holds, or what is left to pay when that is less. */
export function voucherDefaultPence(balancePence: number, leftPence: number): number {
  return Math.max(0, Math.min(balancePence, leftPence));
}

/** Why a gift card or store credit payment cannot be sent, or null when it can. */
export function voucherProblem(what: 'gift card' | 'store credit', amountPence: number, balancePence: number | null): string | null {
  if (amountPence === 0) return null;
  if (balancePence === null) return 'Check the gift card’s balance first';
  if (amountPence > balancePence) return `The ${what} has only ${formatPence(balancePence)}`;
  return null;
}

/** A chosen amount in pounds as the card's pence: whole pounds from £5 to £500. */
export function giftCardAmount(typed: string): { pence: number } | { error: string } {
  const parsed = parsePounds(typed, 'Amount');
  if ('error' in parsed) return parsed;
  if (parsed.pence === null) return { error: 'Choose an amount' };
  const checked = z.safeParse(GiftCardAmountSchema, parsed.pence);
  return checked.success ? { pence: checked.data } : { error: checked.error.issues[0]!.message };
}
