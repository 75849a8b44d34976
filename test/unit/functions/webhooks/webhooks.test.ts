// Webhooks without the network: where an endpoint may point (decision 279), the backoff's times
// (decision 277), the signature a receiver checks, and the webhook events a bus event makes.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRIVATE_DESTINATION_MESSAGE, checkEndpointUrl, privateDestination } from '../../../../functions/webhooks/endpoint-url';
import { signatureHeader } from '../../../../functions/webhooks/signature';
import { webhookEventsOf } from '../../../../functions/webhooks/webhook-events';
import { nextAttemptAt } from '../../../../shared/webhooks/topics';

describe('endpoint URLs', () => {
  it('takes a public https URL on every stage, and http to this machine only locally', () => {
    expect(checkEndpointUrl('https://hooks.example.com/drs', 'prod')).toBe('https://hooks.example.com/drs');
    expect(checkEndpointUrl('http://127.0.0.1:4000/in', 'test')).toBe('http://127.0.0.1:4000/in');
    expect(() => checkEndpointUrl('http://127.0.0.1:4000/in', 'prod')).toThrow('URL must start with https://');
    expect(() => checkEndpointUrl('http://hooks.example.com/in', 'local')).toThrow('URL must start with https://');
  });

  it.each(['https://10.0.0.8/in', 'https://192.168.1.4/in', 'https://169.254.169.254/latest', 'https://[::1]/in', 'https://localhost/in', 'https://db.internal/in'])('refuses %s in the cloud', (url) => {
    expect(() => checkEndpointUrl(url, 'prod')).toThrow('URL must be a public address');
  });

  it('refuses credentials in the URL and what is not a URL', () => {
    expect(() => checkEndpointUrl('https://user:pass@hooks.example.com/', 'prod')).toThrow('URL must not contain a user name or password');
    expect(() => checkEndpointUrl('hooks.example.com', 'prod')).toThrow('URL must be a full address starting with https://');
  });
});

describe('where a delivery goes', () => {
  const resolvesTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address }));

  it('goes to a name whose every address is public', async () => {
    expect(await privateDestination('https://hooks.example.com/drs', 'prod', resolvesTo('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'))).toBeNull();
  });

  it('refuses a name that leads to the private network, even by one of its addresses', async () => {
    expect(await privateDestination('https://hooks.example.com/drs', 'prod', resolvesTo('93.184.215.14', '10.0.3.7'))).toBe(PRIVATE_DESTINATION_MESSAGE);
    expect(await privateDestination('https://rebound.example.com/', 'prod', resolvesTo('169.254.169.254'))).toBe(PRIVATE_DESTINATION_MESSAGE);
    expect(await privateDestination('https://v6.example.com/', 'prod', resolvesTo('fd00::1'))).toBe(PRIVATE_DESTINATION_MESSAGE);
  });

  it('says when the name cannot be found, and lets the local receivers be', async () => {
    expect(await privateDestination('https://gone.example.com/', 'prod', resolvesTo())).toBe('The address could not be found');
    expect(await privateDestination('http://127.0.0.1:4000/in', 'test', resolvesTo('127.0.0.1'))).toBeNull();
  });
});

describe('backoff', () => {
  it('waits 1, 4, 16, 64, 256 and 1,024 minutes, then tries a last time 24 hours after the first, then stops', () => {
    const first = new Date('2026-11-27T10:00:00Z');
    const times = [first];
    for (let next = nextAttemptAt(first, first, 1); next; next = nextAttemptAt(first, times.at(-1)!, times.length)) times.push(next);

    const gaps = times.slice(1).map((t, i) => (t.getTime() - times[i]!.getTime()) / 60_000);
    expect(gaps.slice(0, 6)).toEqual([1, 4, 16, 64, 256, 1024]);
    expect(times).toHaveLength(8);
    expect(times.at(-1)!.toISOString()).toBe('2026-11-28T10:00:00.000Z');
  });
});

describe('the signature', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body"> keyed with the secret', () => {
    const at = new Date('2026-11-27T10:00:00.900Z');

    const header = signatureHeader('whsec_test', '{"id":"evt_1"}', at);

    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', 'whsec_test').update(`${t}.{"id":"evt_1"}`).digest('hex')}`);
  });
});

describe('webhook events of a bus event', () => {
  const bus = (detailType: string, detail: unknown) => ({ id: 'bus-1', 'detail-type': detailType, time: '2026-11-27T10:00:00.000Z', detail });
  const job = { qrCode: 'QR1', jobNumber: 'DRS-10001', entryId: 'E1', at: '2026-11-27T09:59:59.000Z' };

  it('makes job.ready beside job.status_changed for Ready for collection, with ids the same every time', () => {
    const made = webhookEventsOf(bus('JobStatusChanged', { ...job, status: 'Ready for collection' }));

    expect(made.map((e) => e.type)).toEqual(['job.status_changed', 'job.ready']);
    expect(made[0]!.data).toEqual({ qrCode: 'QR1', jobNumber: 'DRS-10001', status: 'Ready for collection', changedAt: job.at });
    expect(made[0]!.id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(made[0]!.id).not.toBe(made[1]!.id);
    expect(webhookEventsOf(bus('JobStatusChanged', { ...job, status: 'Ready for collection' })).map((e) => e.id)).toEqual(made.map((e) => e.id));
  });

  it('makes refund.issued from a credit note only, and nothing from other events', () => {
    expect(webhookEventsOf(bus('SalesDocumentIssued', { number: 'CN-000012' })).map((e) => [e.type, e.data])).toEqual([['refund.issued', { creditNoteNumber: 'CN-000012' }]]);
    expect(webhookEventsOf(bus('SalesDocumentIssued', { number: 'INV-000012' }))).toEqual([]);
    expect(webhookEventsOf(bus('PageHit', {}))).toEqual([]);
  });

  it('makes order.paid from OrderPaid with the order id and total in pence', () => {
    expect(webhookEventsOf(bus('OrderPaid', { orderId: 'ORD1', totalPence: 4998, at: '2026-11-27T09:59:59.000Z' })).map((e) => [e.type, e.data])).toEqual([
      ['order.paid', { orderId: 'ORD1', totalPence: 4998, paidAt: '2026-11-27T09:59:59.000Z' }],
    ]);
  });

  it('makes order.ready from OrderReady with the order id', () => {
    expect(webhookEventsOf(bus('OrderReady', { orderId: 'ORD1', at: '2026-11-27T09:59:59.000Z' })).map((e) => [e.type, e.data])).toEqual([['order.ready', { orderId: 'ORD1', readyAt: '2026-11-27T09:59:59.000Z' }]]);
  });

  it('makes review.published from ReviewPublished with the review id and stars', () => {
    expect(webhookEventsOf(bus('ReviewPublished', { reviewId: 'R1', stars: 5, at: '2026-11-27T09:59:59.000Z' })).map((e) => [e.type, e.data])).toEqual([['review.published', { reviewId: 'R1', stars: 5, publishedAt: '2026-11-27T09:59:59.000Z' }]]);
  });

  it('makes customer.created from CustomerCreated with the customer id only', () => {
    expect(webhookEventsOf(bus('CustomerCreated', { customerId: 'C1', at: '2026-11-27T09:59:59.000Z' })).map((e) => [e.type, e.data])).toEqual([['customer.created', { customerId: 'C1' }]]);
  });
});
