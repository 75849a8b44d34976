// Which webhook events a bus event makes, and the body each carries (docs/api/webhooks.md). The ids
// are derived from the bus event's, so a redelivered bus event makes the same webhook events.
import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';
import type { WebhookTopic } from '../../shared/webhooks/topics';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID whose time is `at` and whose other 80 bits come from `seed`: the same seed, the same id. */
export function derivedUlid(at: Date, seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[digest[i]! & 31];
  return encodeTime(at.getTime(), 10) + random;
}

export interface BusEventLike {
  id: string;
  'detail-type': string;
  time: string;
  detail: unknown;
}

export interface WebhookEvent {
  /** evt_<ULID>: the X-DRS-Webhook-Id header and the body's id. */
  id: string;
  type: WebhookTopic;
  createdAt: string;
  data: Record<string, unknown>;
}

const READY = 'Ready for collection';

function jobData(detail: Record<string, unknown>): Record<string, unknown> {
  return { qrCode: detail.qrCode, jobNumber: detail.jobNumber, status: detail.status, changedAt: detail.at };
}

function topicsOf(event: BusEventLike): { type: WebhookTopic; data: Record<string, unknown> }[] {
  const detail = (event.detail ?? {}) as Record<string, unknown>;
  switch (event['detail-type']) {
    case 'JobOpened':
      return [{ type: 'job.created', data: jobData(detail) }];
    case 'JobStatusChanged':
      return [{ type: 'job.status_changed', data: jobData(detail) }, ...(detail.status === READY ? [{ type: 'job.ready' as const, data: jobData(detail) }] : [])];
    case 'SalePaid':
      return [{ type: 'sale.completed', data: { saleId: detail.saleId } }];
    case 'SalesDocumentIssued':
      // Invoices are sales (SalePaid says so); a credit note is a refund, at the till or online.
      return typeof detail.number === 'string' && detail.number.startsWith('CN-') ? [{ type: 'refund.issued', data: { creditNoteNumber: detail.number } }] : [];
    case 'BookingMade':
      return [{ type: 'booking.made', data: { reference: detail.reference, slotStart: detail.slotStart, slotEnd: detail.slotEnd } }];
    case 'OrderPaid':
      return [{ type: 'order.paid', data: { orderId: detail.orderId, totalPence: detail.totalPence, paidAt: detail.at } }];
    case 'OrderReady':
      return [{ type: 'order.ready', data: { orderId: detail.orderId, readyAt: detail.at } }];
    case 'ReviewPublished':
      return [{ type: 'review.published', data: { reviewId: detail.reviewId, stars: detail.stars, publishedAt: detail.at } }];
    case 'CustomerCreated':
      return [{ type: 'customer.created', data: { customerId: detail.customerId } }];
    case 'StockLow':
      return [{ type: 'stock.low', data: { productId: detail.productId, sku: detail.sku, name: detail.name, available: detail.available, lowStockThreshold: detail.lowStockThreshold, lowSince: detail.lowSince } }];
    default:
      return [];
  }
}

/**
 * A stock.low event is named by its crossing (the product and when it went low), not by the bus
 * event: a crossing announced again after a failed check makes the same webhook event (decision 334).
 */
function seedOf(event: BusEventLike, type: WebhookTopic, data: Record<string, unknown>): { at: Date; seed: string } {
  if (type === 'stock.low') return { at: new Date(String(data.lowSince)), seed: `stock.low:${String(data.productId)}:${String(data.lowSince)}` };
  return { at: new Date(event.time), seed: `${event.id}:${type}` };
}

export function webhookEventsOf(event: BusEventLike): WebhookEvent[] {
  return topicsOf(event).map(({ type, data }) => {
    const { at, seed } = seedOf(event, type, data);
    return { id: `evt_${derivedUlid(at, seed)}`, type, createdAt: at.toISOString(), data };
  });
}
