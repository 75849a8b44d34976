// What a payment event does to a gift card bought online (the 'gift-card-order' purpose, decision
// 345), apart from online-purchase.ts so the payment webhook's bundle carries neither the provider
// client nor the page logic. Completed: the card with its balance, its `issued` entry and the
// purchase's issue record (`GIFT_CARD_REQUEST#online:<purchase>`) in the webhook's one transaction,
// so however often the event (or another event about the same purchase) is delivered, one card is
// issued and one email sent (its id is the purchase's). Expired or failed: nothing was held.
import { randomBytes } from 'node:crypto';
import { GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes } from '../../shared/gift-cards/code';
import type { GiftCard } from '../../shared/schemas/gift-cards/gift-card';
import { getGiftCardRequest, giftCardRequestItem, newGiftCardItem } from '../data/gift-cards';
import { getIntent, getPaymentPage } from '../data/payment-intents';
import { voucherPostingItems } from '../data/voucher-items';
import { requestEmail } from '../mail/request-email';
import { giftCardMessage } from '../mail/templates/gift-card';
import type { PaymentEvent } from '../payments/payment-provider';
import { registerPaymentPurpose, type PaymentOutcome } from '../payments/payment-purposes';
import { GIFT_CARD_ORDER_PURPOSE, onlineIssueKey, type GiftCardPurchase } from './online-keys';

async function onGiftCardEvent(event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  if (event.type !== 'checkout.completed' || !event.reference || !event.sessionId) return { items: [] };
  const key = onlineIssueKey(event.reference);
  if (await getGiftCardRequest(key)) return { items: [] };
  const page = await getPaymentPage(event.sessionId);
  const intent = page ? await getIntent(page.intentKey) : null;
  if (!intent?.detail) return { items: [] };
  const purchase = intent.detail as unknown as GiftCardPurchase;
  const at = now.toISOString();
  const code = giftCardCodeFromBytes(randomBytes(GIFT_CARD_CODE_BYTES));
  const to = purchase.emailTo ?? purchase.buyerEmail;
  const card: GiftCard = {
    code,
    initialPence: intent.amountPence,
    balancePence: intent.amountPence,
    issuedAt: at,
    soldVia: 'online',
    emailedTo: to,
    ...(purchase.recipientName ? { recipientName: purchase.recipientName } : {}),
    ...(purchase.fromName ? { fromName: purchase.fromName } : {}),
    ...(purchase.message ? { message: purchase.message } : {}),
  };
  // The card's Put carries its balance; the entry records why (the balance item is not changed twice).
  const [issued] = voucherPostingItems(
    { kind: 'giftCard', code },
    { key: `issue:${key}`, kind: 'issued', amountPence: intent.amountPence, source: { type: 'gift-card-sale', id: event.reference }, at },
  );
  return {
    items: [giftCardRequestItem(key, code, at), newGiftCardItem(card), issued],
    // A code already taken (80 random bits: practically never) is made afresh.
    retryable: [1],
    afterCommit: () => requestEmail('gift-card', to, giftCardMessage(card, purchase.siteOrigin), { id: `gift-card-${event.reference}` }),
  };
}

registerPaymentPurpose(GIFT_CARD_ORDER_PURPOSE, onGiftCardEvent);
