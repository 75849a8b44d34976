// The checkout's arithmetic for a gift card and store credit (decision 346): the card goes first, at
// most the smaller of its balance and the total unless the customer chose less; the store credit
// pays what is left, up to its balance; the card pays the rest. The server works it out the same
// way and its answer is what counts.
import { formatPence } from '../../../../../shared/money';
import type { GiftCardBalance } from '../../../../../shared/schemas/gift-cards/gift-card';
import { parsePounds } from '../../../utils/intake-form';

export interface VoucherChoice {
  /** The code as typed. */
  code: string;
  /** The balance as last checked, for the code as stored; null until checked. */
  checked: { code: string; balance: GiftCardBalance } | null;
  /** The amount of the card to use as typed, in pounds; null for the default (the smaller of balance and total). */
  amount: string | null;
  useStoreCredit: boolean;
}

export const noVouchers: VoucherChoice = { code: '', checked: null, amount: null, useStoreCredit: false };

export interface VoucherParts {
  giftCardPence: number;
  storeCreditPence: number;
  /** What is left for the payment page; 0 when the order is covered. */
  cardPence: number;
  /** Why the card's amount cannot be sent, or null. */
  amountError: string | null;
}

/** The default amount of a card: all it holds, or the total when that is less. */
export const giftCardDefaultPence = (balancePence: number, totalPence: number): number => Math.max(0, Math.min(balancePence, totalPence));

export function voucherParts(choice: VoucherChoice, totalPence: number, storeCreditBalancePence: number): VoucherParts {
  let giftCardPence = 0;
  let amountError: string | null = null;
  if (choice.checked) {
    const balance = choice.checked.balance.balancePence;
    if (choice.amount === null) giftCardPence = giftCardDefaultPence(balance, totalPence);
    else {
      const parsed = parsePounds(choice.amount, 'Amount');
      if ('error' in parsed) amountError = parsed.error;
      else if ((parsed.pence ?? 0) > balance) amountError = `That gift card has ${formatPence(balance)} left.`;
      else giftCardPence = Math.min(parsed.pence ?? 0, totalPence);
    }
  }
  const storeCreditPence = choice.useStoreCredit ? Math.max(0, Math.min(storeCreditBalancePence, totalPence - giftCardPence)) : 0;
  return { giftCardPence, storeCreditPence, cardPence: totalPence - giftCardPence - storeCreditPence, amountError };
}
