// The payment provider's webhook: verified by signature (400 and nothing changed otherwise, 5-minute
// tolerance), handled once per provider event id (a replay answers 200 and changes nothing), handed
// to the handler of its purpose; the local provider's sessions and idempotent refunds.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { db, tableName } from '../../../functions/data/client';
import { claimIntent, getIntent, pageOpenedItems } from '../../../functions/data/payment-intents';
import { transactWrite } from '../../../functions/data/transact';
import { getLocalSession } from '../../../functions/data/local-payments';
import { localProvider } from '../../../functions/payments/local-provider';
import { localWebhookSecret } from '../../../functions/payments/local-webhook-secret';
import { localEvent } from '../../../functions/payments/local-events';
import { registerPaymentPurpose } from '../../../functions/payments/payment-purposes';
import { signStripeEvent } from '../../../functions/payments/stripe-events';
import { invoke } from '../../support/invoke';

const effects = (reference: string) => ({ pk: `TEST_EFFECT#${reference}`, sk: 'EFFECT' });

beforeAll(() => {
  // A purpose that counts its effect: each handled event adds one write to the effect item.
  registerPaymentPurpose('test-purpose', async (event) => ({
    items: [{ Update: { TableName: tableName, Key: effects(event.reference!), UpdateExpression: 'ADD handled :one', ExpressionAttributeValues: { ':one': 1 } } }],
  }));
});

async function handledCount(reference: string): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: effects(reference), ConsistentRead: true }));
  return (Item?.handled as number | undefined) ?? 0;
}

/** A page opened the way the areas open theirs: its intent claimed, then the provider, then its record (decision 231). */
async function openSession(reference: string, purpose = 'test-purpose') {
  const now = new Date();
  const key = `test:${reference}:1`;
  await claimIntent({ key, kind: 'page', purpose, reference, amountPence: 1998, currency: 'gbp', createdAt: now.toISOString(), leaseUntil: new Date(now.getTime() + 60_000).toISOString() });
  const { sessionId, url } = await localProvider.createCheckout({
    purpose,
    reference,
    lines: [{ name: 'Screen protector', unitAmountPence: 999, quantity: 2 }],
    successUrl: 'http://localhost/payment-success',
    cancelUrl: 'http://localhost/shop/cart',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    idempotencyKey: key,
  });
  await transactWrite(pageOpenedItems((await getIntent(key))!, { sessionId, url, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() }, now));
  return { sessionId, url, session: (await getLocalSession(sessionId))! };
}

/** A correctly signed event with one field of the session changed (the signature is made after the change). */
function alteredEvent(body: string, change: (session: Record<string, unknown>) => void) {
  const event = JSON.parse(body) as { id: string; data: { object: Record<string, unknown> } };
  event.id = `evt_local_${ulid()}`;
  change(event.data.object);
  const altered = JSON.stringify(event);
  return { body: altered, signature: signStripeEvent(altered, localWebhookSecret) };
}

const deliver = (body: string, signature: string) =>
  invoke(shopRoutes.handlePaymentWebhook, { body, headers: { 'stripe-signature': signature, 'x-drs-client': '' } });

describe('POST /api/payments/webhook', () => {
  it('hands a signed event to its purpose once; a replay answers 200 and changes nothing', async () => {
    const reference = ulid();
    const { session, url } = await openSession(reference);
    const event = localEvent(session, 'pay', `pi_local_${ulid()}`);

    const first = await deliver(event.body, event.signature);
    const replay = await deliver(event.body, event.signature);

    expect(url).toBe(`/local-pay/${session.sessionId}`);
    expect(session).toMatchObject({ status: 'open', amountPence: 1998 });
    expect(first).toMatchObject({ status: 200, body: { received: true, result: 'handled' } });
    expect(replay).toMatchObject({ status: 200, body: { received: true, result: 'replayed' } });
    expect(await handledCount(reference)).toBe(1);
  });

  it('answers 400 and changes nothing for a bad signature, another secret, a tampered body or a stale timestamp', async () => {
    const reference = ulid();
    const { session } = await openSession(reference);
    const good = localEvent(session, 'pay', `pi_local_${ulid()}`);
    const otherSecret = localEvent(session, 'pay', `pi_local_${ulid()}`, 'whsec_not_ours');
    const stale = signStripeEvent(good.body, localWebhookSecret, Math.floor(Date.now() / 1000) - 301);

    const results = await Promise.all([
      deliver(good.body, 't=1,v1=deadbeef'),
      deliver(otherSecret.body, otherSecret.signature),
      deliver(good.body.replace('"amount_total":1998', '"amount_total":1'), good.signature),
      deliver(good.body, stale),
      deliver(good.body, ''),
    ]);

    for (const result of results) expect(result).toMatchObject({ status: 400, body: { message: 'Webhook signature verification failed' } });
    expect(await handledCount(reference)).toBe(0);
    expect((await deliver(good.body, good.signature)).status).toBe(200);
  });

  it('ignores events of no known purpose or kind (200, nothing written)', async () => {
    const { session } = await openSession(ulid());
    const unknown = localEvent({ ...session, purpose: 'nobody' }, 'pay', 'pi_x');

    expect(await deliver(unknown.body, unknown.signature)).toMatchObject({ status: 200, body: { result: 'ignored' } });
  });

  it('refuses a signed event whose amount, currency, session or reference is not the page we opened: 200 refused, nothing written', async () => {
    const reference = ulid();
    const { session } = await openSession(reference);
    const good = localEvent(session, 'pay', `pi_local_${ulid()}`);
    const other = await openSession(ulid());

    const results = await Promise.all([
      alteredEvent(good.body, (s) => (s.amount_total = 1)),
      alteredEvent(good.body, (s) => (s.amount_total = 99_999)),
      alteredEvent(good.body, (s) => (s.currency = 'eur')),
      alteredEvent(good.body, (s) => (s.id = 'cs_local_not_ours')),
      alteredEvent(good.body, (s) => (s.id = other.sessionId)),
      alteredEvent(good.body, (s) => (s.client_reference_id = ulid())),
    ].map((event) => deliver(event.body, event.signature)));

    for (const result of results) expect(result).toMatchObject({ status: 200, body: { received: true, result: 'refused' } });
    expect(await handledCount(reference)).toBe(0);
    const handled = await deliver(good.body, good.signature);
    expect(handled.body.result).toBe('handled');
    expect(await handledCount(reference)).toBe(1);
  });
});

describe('local provider', () => {
  it('refunds once per idempotency key', async () => {
    const first = await localProvider.refund({ paymentId: 'pi_local_1', amountPence: 500, idempotencyKey: `refund:${ulid()}` });
    const key = `refund:${ulid()}`;
    const a = await localProvider.refund({ paymentId: 'pi_local_1', amountPence: 500, idempotencyKey: key });
    const b = await localProvider.refund({ paymentId: 'pi_local_1', amountPence: 500, idempotencyKey: key });

    expect(a.refundId).toBe(b.refundId);
    expect(a.refundId).not.toBe(first.refundId);
  });

  it('expires an open session so the page no longer takes payment', async () => {
    const { sessionId } = await openSession(ulid());

    await localProvider.expireCheckout(sessionId);

    expect((await getLocalSession(sessionId))?.status).toBe('expired');
  });
});

