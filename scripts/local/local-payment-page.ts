// The local payment provider's hosted page (decision 134): GET /local-pay/<session> shows what is
// being paid with Pay, Decline and Cancel; each button posts back here, and this sends the signed
// event to the same webhook handler Stripe's events reach, then returns the customer as Stripe would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ulid } from 'ulid';
import { shopRoutes } from '../../shared/api/routes/shop';
import { formatPence } from '../../shared/money';
import { closeLocalSession, getLocalSession, recordLocalDecline, type LocalPaymentSession } from '../../functions/data/local-payments';
import { localEvent, type LocalPaymentAction } from '../../functions/payments/local-events';
import { buildApiEvent } from './api-event';
import { runRoute } from './api-router';

const ACTIONS = new Set<LocalPaymentAction>(['pay', 'decline', 'cancel']);

export async function handleLocalPayment(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const [, , sessionId = '', action] = url.pathname.split('/');
  const session = await getLocalSession(sessionId);
  if (!session) return send(res, 404, page('Payment not found', '<p>This payment session does not exist.</p>'));
  if (req.method === 'GET' && !action) return send(res, 200, paymentPage(session, url.searchParams.get('declined') === '1'));
  if (req.method !== 'POST' || !ACTIONS.has(action as LocalPaymentAction)) return send(res, 405, page('Not allowed', '<p>Use the buttons on the payment page.</p>'));
  if (session.status !== 'open' || new Date(session.expiresAt) < new Date()) {
    return send(res, 409, page('Payment closed', `<p>This payment session is ${session.status === 'paid' ? 'already paid' : 'closed'}.</p><p><a href="${escape(session.cancelUrl)}">Back to the shop</a></p>`));
  }
  const chosen = action as LocalPaymentAction;
  const paymentId = `pi_local_${ulid()}`;
  if (chosen === 'decline') {
    await recordLocalDecline(sessionId);
    await deliver(localEvent(session, 'decline', paymentId));
    return redirect(res, `/local-pay/${sessionId}?declined=1`);
  }
  if (!(await closeLocalSession(sessionId, chosen === 'pay' ? 'paid' : 'expired', chosen === 'pay' ? paymentId : undefined))) {
    return send(res, 409, page('Payment closed', '<p>This payment session is closed.</p>'));
  }
  const status = await deliver(localEvent(session, chosen, paymentId));
  if (status !== 200) return send(res, 502, page('Webhook failed', `<p>The shop's webhook answered ${status}. See the server log.</p>`));
  redirect(res, chosen === 'pay' ? session.successUrl : session.cancelUrl);
}

/** Sends a signed event to the webhook route's handler, as Stripe's servers would. */
export async function deliver(event: { body: string; signature: string }): Promise<number> {
  const route = shopRoutes.handlePaymentWebhook;
  const result = await runRoute(
    route,
    buildApiEvent({ method: route.method, path: route.path, routePath: route.path, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature, 'user-agent': 'Stripe/1.0 (local)' }, body: event.body }),
  );
  return result.statusCode ?? 200;
}

function paymentPage(session: LocalPaymentSession, declined: boolean): string {
  const rows = session.lines
    .map((line) => `<tr><td>${escape(line.name)}</td><td>${line.quantity}</td><td>${formatPence(line.unitAmountPence * line.quantity)}</td></tr>`)
    .join('');
  const button = (action: LocalPaymentAction, label: string) =>
    `<form method="post" action="/local-pay/${escape(session.sessionId)}/${action}"><button type="submit">${label}</button></form>`;
  return page(
    'Local payment page',
    `<p>This is the local stand-in for Stripe Checkout: no card is taken. Choose what the customer's bank says.</p>
${declined ? '<p role="alert"><strong>Your card was declined.</strong> Try again or cancel.</p>' : ''}
<table><caption>Paying Device DRS</caption><thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">Total</th><td>${formatPence(session.amountPence)}</td></tr></tfoot></table>
${button('pay', `Pay ${formatPence(session.amountPence)}`)}${button('decline', 'Decline')}${button('cancel', 'Cancel')}`,
  );
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:0 .5rem .5rem 0}button{min-height:44px;min-width:44px;padding:.5rem 1.25rem;font-size:1rem}table{border-collapse:collapse;margin:1rem 0}td,th{padding:.25rem .75rem;text-align:left}</style><title>${escape(title)} | Device DRS</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}
