import type { MailInOrder } from '../../../shared/schemas/mail-in';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when the device is posted back, with the tracking reference. */
export function mailInReturnedMessage(order: MailInOrder, siteOrigin: string | null): EmailContent {
  const { returnAddress: a } = order;
  return composeEmail({
    subject: `Your ${order.device.make} ${order.device.model} is on its way back (${order.reference})`,
    greetingName: order.contact.name,
    paragraphs: [
      `We have posted your device back to ${[a.name, a.line1, a.line2, a.city, a.postcode].filter(Boolean).join(', ')}.`,
      `Tracking reference: ${order.trackingReference}.`,
    ],
    ...(siteOrigin ? { action: { label: 'View your order', url: `${siteOrigin}/account/mail-in-orders/${order.reference}` } } : {}),
  });
}
