import { BUSINESS, formatAddress } from '../../../shared/business';
import { MAIL_IN_PACKING_INSTRUCTIONS } from '../../../shared/bookings/mail-in-rules';
import type { MailInOrder } from '../../../shared/schemas/mail-in';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when a mail-in order is placed: where to send the device and how to pack it. */
export function mailInOrderConfirmedMessage(order: MailInOrder, siteOrigin: string | null): EmailContent {
  return composeEmail({
    subject: `Mail-in order ${order.reference}: how to send your ${order.device.make} ${order.device.model}`,
    greetingName: order.contact.name,
    paragraphs: [
      `Thank you for your mail-in repair order ${order.reference}. Please post your device to:`,
      `${BUSINESS.name}, ${formatAddress()}`,
      'How to pack it:',
      ...MAIL_IN_PACKING_INSTRUCTIONS.map((step, i) => `${i + 1}. ${step}`),
      'We will email you when it arrives.',
    ],
    ...(siteOrigin ? { action: { label: 'View your order', url: `${siteOrigin}/account/mail-in-orders/${order.reference}` } } : {}),
  });
}
