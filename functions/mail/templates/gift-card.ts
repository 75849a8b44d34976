// A gift card sent by email (decision 345): its code in full (the email is the card), the amount, who
// it is from and their message, and a link to the card's page to see its balance and print it.
import { BUSINESS, formatAddress } from '../../../shared/business';
import { printedGiftCardCode } from '../../../shared/gift-cards/code';
import { formatPence } from '../../../shared/money';
import type { GiftCard } from '../../../shared/schemas/gift-cards/gift-card';
import { composeEmail, type EmailContent } from '../compose-email';

/** The card's own page: its code in the address's fragment, which the browser never sends to a server. */
export function giftCardPageUrl(siteOrigin: string, code: string): string {
  return `${siteOrigin}/gift-cards#${printedGiftCardCode(code)}`;
}

export function giftCardMessage(card: GiftCard, siteOrigin: string): EmailContent {
  return composeEmail({
    subject: `Your ${formatPence(card.initialPence)} ${BUSINESS.name} gift card`,
    greetingName: card.recipientName ?? 'there',
    paragraphs: [
      card.fromName ? `${card.fromName} has sent you a ${BUSINESS.name} gift card.` : `Here is your ${BUSINESS.name} gift card.`,
      ...(card.message ? [`“${card.message}”`] : []),
      `Amount: ${formatPence(card.initialPence)}`,
      `Gift card code: ${printedGiftCardCode(card.code)}`,
      `Spend it in our online shop (enter the code at checkout) or at ${BUSINESS.name}, ${formatAddress()}: on repairs, accessories and devices, in one go or a little at a time.`,
    ],
    action: { label: 'View and print your gift card', url: giftCardPageUrl(siteOrigin, card.code) },
    closing: ['Keep the code safe: whoever has it can spend the card.'],
  });
}
