// A gift card bought online (decision 345): the shop's payment page for the card's amount, claimed
// by its intent under `gift-card:<form key>:<n>` BEFORE the provider makes it (decision 231), the
// card's words and where to send it kept on that intent. The card itself is issued by the payment's
// webhook (online-issue.ts), once. No VAT and no invoice: a multi-purpose voucher (decision 300).
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import type { BuyGiftCardRequest } from '../../shared/schemas/gift-cards/gift-card';
import { getGiftCardRequest } from '../data/gift-cards';
import { pageOpenedItems } from '../data/payment-intents';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { ConflictError } from '../lib/http-errors';
import { openOnePage, PAGE_BEING_PREPARED } from '../payments/one-payment-page';
import { closePage, openPageAtProvider } from '../payments/provider-moves';
import { GIFT_CARD_ORDER_PURPOSE, onlineIssueKey, type GiftCardPurchase } from './online-keys';

/** How long the hosted page takes payment (Stripe's least is 30 minutes). */
const CHECKOUT_MINUTES = 30;
/** A page is not given again with less than this left: a new one is opened. */
const REUSE_MARGIN_MS = 5 * 60_000;

export const ALREADY_BOUGHT = 'This gift card has been paid for already: it is on its way by email.';

export async function startGiftCardPurchase(input: BuyGiftCardRequest, siteOrigin: string, now: Date): Promise<{ purchaseId: string; paymentUrl: string }> {
  const purchase: GiftCardPurchase = {
    amountPence: input.amountPence,
    buyerEmail: input.buyerEmail,
    siteOrigin,
    ...(input.emailTo ? { emailTo: input.emailTo } : {}),
    ...(input.recipientName ? { recipientName: input.recipientName } : {}),
    ...(input.fromName ? { fromName: input.fromName } : {}),
    ...(input.message ? { message: input.message } : {}),
  };
  return openOnePage({
    base: `gift-card:${input.idempotencyKey}`,
    from: 1,
    now,
    draft: () => ({ kind: 'page', purpose: GIFT_CARD_ORDER_PURPOSE, reference: ulid(now.getTime()), amountPence: input.amountPence, currency: 'gbp', detail: { ...purchase } }),
    usable: async (intent) => {
      if (await getGiftCardRequest(onlineIssueKey(intent.reference))) throw new ConflictError(ALREADY_BOUGHT);
      return new Date(intent.page.expiresAt).getTime() - now.getTime() > REUSE_MARGIN_MS;
    },
    answer: async (intent) => ({ purchaseId: intent.reference, paymentUrl: intent.page.url }),
    open: async (intent) => {
      const page = await openPageAtProvider(intent, {
        lines: [{ name: `${formatPence(input.amountPence)} gift card`, unitAmountPence: input.amountPence, quantity: 1 }],
        customerEmail: input.buyerEmail,
        // Back to the gift card page, which thanks the buyer or says nothing was charged (decision 347).
        successUrl: `${siteOrigin}/gift-cards?bought=${intent.reference}`,
        cancelUrl: `${siteOrigin}/gift-cards?cancelled=${intent.reference}`,
        expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
      });
      try {
        await transactWrite(pageOpenedItems(intent, page, now));
      } catch (error) {
        await closePage(page.sessionId);
        if (error instanceof TransactionCancelledError) throw new ConflictError(PAGE_BEING_PREPARED);
        throw error;
      }
      return { purchaseId: intent.reference, paymentUrl: page.url };
    },
  });
}
