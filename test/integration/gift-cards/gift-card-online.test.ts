// Gift cards online (issue 29, decisions 345, 346): a card bought on the shop's payment page is
// issued once by the payment's webhook however often the event is delivered, and emailed once; its
// page is refused for a bad amount. Spending a card or store credit at the shop's checkout is taken in
// the transaction that records the order, so ten checkouts at once never overdraw it, and it is given
// back when the checkout ends unpaid; an order it covers in full needs no payment page.
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { printedGiftCardCode } from '../../../shared/gift-cards/code';
import { getGiftCard, getGiftCardRequest, readLedger } from '../../../functions/data/gift-cards';
import { getIntent, getPaymentPage } from '../../../functions/data/payment-intents';
import { getLocalSession } from '../../../functions/data/local-payments';
import { localEvent } from '../../../functions/payments/local-events';
import { onlineIssueKey } from '../../../functions/gift-cards/online-keys';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo } from '../bookings/booking-helpers';

const bus = useLocalBus();
const ORIGIN = { origin: 'http://localhost:5173' };

const buy = (body: Record<string, unknown>) => invoke(routes.buyGiftCard, { body, headers: ORIGIN });

/** The local payment page's signed event for a purchase's page; `send` delivers it to the webhook. */
async function paymentOf(paymentUrl: string) {
  const sessionId = paymentUrl.split('/').pop()!;
  const session = (await getLocalSession(sessionId))!;
  const event = localEvent(session, 'pay', `pi_local_${ulid()}`);
  return { sessionId, send: () => invoke(routes.handlePaymentWebhook, { body: event.body, headers: { 'stripe-signature': event.signature } }) };
}

export async function boughtCard(amountPence: number): Promise<string> {
  const started = await buy({ idempotencyKey: randomUUID(), amountPence, buyerEmail: `buyer-${ulid()}@example.com` });
  expect(started.status).toBe(201);
  const payment = await paymentOf(started.body.paymentUrl);
  expect((await payment.send()).status).toBe(200);
  return (await getGiftCardRequest(onlineIssueKey(started.body.purchaseId)))!;
}

describe('buying a gift card online', () => {
  it('issues one card and sends one email however often the payment event is delivered', async () => {
    const buyerEmail = `buyer-${ulid()}@example.com`;
    const recipient = `friend-${ulid()}@example.com`;
    const idempotencyKey = randomUUID();
    const body = { idempotencyKey, amountPence: 3500, buyerEmail, emailTo: recipient, recipientName: 'Niamh', fromName: 'Ciara', message: 'Happy birthday!' };

    const [first, again] = await Promise.all([buy(body), buy(body)]);

    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const page = await getPaymentPage(first.body.paymentUrl.split('/').pop());
    expect(page).toMatchObject({ purpose: 'gift-card-order', amountPence: 3500 });
    expect((await getIntent(page!.intentKey))?.detail).toMatchObject({ buyerEmail, emailTo: recipient, fromName: 'Ciara' });

    const payment = await paymentOf(first.body.paymentUrl);
    const results = await Promise.all(Array.from({ length: 5 }, () => payment.send()));
    await bus.drain();

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.result === 'handled')).toHaveLength(1);
    const code = (await getGiftCardRequest(onlineIssueKey(first.body.purchaseId)))!;
    expect(await getGiftCard(code)).toMatchObject({ initialPence: 3500, balancePence: 3500, soldVia: 'online', emailedTo: recipient, recipientName: 'Niamh' });
    const { entries } = await readLedger({ kind: 'giftCard', code });
    expect(entries).toMatchObject([{ kind: 'issued', amountPence: 3500, source: { type: 'gift-card-sale', id: first.body.purchaseId } }]);
    const emails = await emailsTo(recipient, 'gift-card');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(printedGiftCardCode(code));
    expect(emails[0]!.text).toContain('£35.00');
    expect(emails[0]!.links).toContain(`http://localhost:5173/gift-cards#${printedGiftCardCode(code)}`);
    // Paid for: the same form sent again is told so, not given another page.
    expect(await buy(body)).toMatchObject({ status: 409 });
  });

  it('sends the card to the buyer when there is no recipient, and refuses amounts outside £5 to £500 in whole pounds', async () => {
    const code = await boughtCard(1000);
    await bus.drain();
    const card = (await getGiftCard(code))!;
    expect(await emailsTo(card.emailedTo!, 'gift-card')).toHaveLength(1);

    for (const amountPence of [400, 50_100, 1050]) {
      const refused = await buy({ idempotencyKey: randomUUID(), amountPence, buyerEmail: 'someone@example.com' });
      expect(refused.status).toBe(400);
    }
    expect((await buy({ idempotencyKey: randomUUID(), amountPence: 1000, buyerEmail: 'not an email' })).status).toBe(400);
  });
});
