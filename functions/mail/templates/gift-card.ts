// A gift card sent by email (decision 345): the email is the card, to keep or print: its code in
// full, the amount, who it is from and their message, and where to spend it; its one link opens the
// public gift card page with the code in the fragment, which checks the balance (decision 347).
import { BUSINESS, formatAddress } from '../../../shared/business';
import { printedGiftCardCode } from '../../../shared/gift-cards/code';
import { formatPence } from '../../../shared/money';
import type { GiftCard } from '../../../shared/schemas/gift-cards/gift-card';
import { composeEmail, type EmailContent } from '../compose-email';

/** `siteOrigin`: the site the card was bought on, whose /gift-cards page checks its balance. */
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
    // In the fragment: browsers never send it to a server or in a Referer.
    action: { label: 'Check the balance', url: `${siteOrigin}/gift-cards#${printedGiftCardCode(card.code)}` },
    closing: ['Print this email to give the card on paper. Keep the code safe: whoever has it can spend the card.'],
  });
}
