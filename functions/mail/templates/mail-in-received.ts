import type { MailInOrder } from '../../../shared/schemas/mail-in';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when the posted device arrives and its job is opened. */
export function mailInReceivedMessage(order: MailInOrder, jobNumber: string, siteOrigin: string | null): EmailContent {
  return composeEmail({
    subject: `We have received your ${order.device.make} ${order.device.model} (${order.reference})`,
    greetingName: order.contact.name,
    paragraphs: [
      `Your device from mail-in order ${order.reference} has arrived safely. Its repair is job ${jobNumber}.`,
      'We will email you as the repair moves along, and post it back to the address you gave when it is done.',
    ],
    ...(siteOrigin ? { action: { label: 'View your order', url: `${siteOrigin}/account/mail-in-orders/${order.reference}` } } : {}),
  });
}
