// The shop's order emails: confirmed, ready to collect, dispatched with tracking, refunded, and the
// apology when a payment arrived after its reservation lapsed and the stock had gone.
import { BUSINESS, OPENING_HOURS, formatAddress } from '../../../shared/business';
import { formatPence } from '../../../shared/money';
import type { Order, OrderRefund } from '../../../shared/schemas/shop/order';
import { refundDestinations, refundParts } from '../../../shared/shop/refund-destinations';
import { composeEmail, type EmailContent } from '../compose-email';

function reference(order: Order): string {
  return `Order ${order.id.slice(-8)}`;
}

function link(order: Order): { label: string; url: string } {
  return { label: 'View my order', url: `${order.siteOrigin}/shop/orders/${order.id}` };
}

function lines(order: Order): string[] {
  return order.lines.map((line) => `${line.quantity} x ${line.name}: ${formatPence(line.unitPricePence * line.quantity)}`);
}

export function orderConfirmedMessage(order: Order): EmailContent {
  const how =
    order.fulfilment === 'collect'
      ? `We'll email you when it is ready to collect from ${BUSINESS.name}, ${formatAddress()}.`
      : `We'll send it by Royal Mail Tracked to ${order.address?.line1}, ${order.address?.postcode} and email you the tracking reference.`;
  return composeEmail({
    subject: `${reference(order)}: confirmed`,
    greetingName: order.firstName,
    paragraphs: [
      `Thank you for your order. We have taken payment of ${formatPence(order.totalPence)} (including VAT of ${formatPence(order.vatPence)}).`,
      ...lines(order),
      ...(order.deliveryPence ? [`Delivery: ${formatPence(order.deliveryPence)}`] : []),
      ...(order.reward ? [`${order.reward.name} (${order.reward.points} points): -${formatPence(order.reward.discountPence)}`] : []),
      how,
    ],
    action: link(order),
  });
}

export function orderReadyMessage(order: Order): EmailContent {
  return composeEmail({
    subject: `${reference(order)}: ready for collection`,
    greetingName: order.firstName,
    paragraphs: [
      `Your order is ready for collection from ${BUSINESS.name}, ${formatAddress()}, ${OPENING_HOURS.summary}.`,
      'Please bring this email or your order number.',
    ],
    action: link(order),
  });
}

export function orderDispatchedMessage(order: Order): EmailContent {
  return composeEmail({
    subject: `${reference(order)}: dispatched`,
    greetingName: order.firstName,
    paragraphs: [`Your order is on its way by Royal Mail Tracked. Tracking reference: ${order.trackingReference}.`],
    action: { label: 'Track with Royal Mail', url: `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(order.trackingReference ?? '')}` },
    closing: [`Your order: ${link(order).url}`],
  });
}

/** A refund and where it went: the card's part through the provider, a gift card's or store credit's back onto it (decision 377), or all as store credit the customer chose (379). */
export function orderRefundedMessage(order: Order, refund: Pick<OrderRefund, 'amountPence' | 'payments' | 'toStoreCredit'>): EmailContent {
  const parts = refundParts(refund);
  const toCard = parts.some((p) => p.method === 'online');
  return composeEmail({
    subject: `${reference(order)}: refund of ${formatPence(refund.amountPence)}`,
    greetingName: order.firstName,
    paragraphs: [
      refund.toStoreCredit
        ? `We have refunded ${formatPence(refund.amountPence)} as store credit on your account, as you asked. It is there to spend in the shop and online now.`
        : parts.length === 1 && toCard
          ? `We have refunded ${formatPence(refund.amountPence)} to your card. It usually shows within 5 to 10 working days.`
          : `We have refunded ${formatPence(refund.amountPence)}: ${refundDestinations(refund, 'your')}.${toCard ? ' The card refund usually shows within 5 to 10 working days.' : ''}`,
    ],
    action: link(order),
  });
}

export function orderNotHonouredMessage(order: Order): EmailContent {
  return composeEmail({
    subject: `${reference(order)}: we could not complete your order`,
    greetingName: order.firstName,
    paragraphs: [
      'Your payment arrived after the 30 minutes we hold items at checkout, and by then the items had sold out.',
      `We are sorry. We have refunded the full ${formatPence(order.totalPence)} to your card; it usually shows within 5 to 10 working days.`,
    ],
    action: link(order),
  });
}
