// The simulated card reader's page (decision 282): GET /local-reader/<reader> shows the amount waiting
// on "the reader" with Approve, Decline and Cancel; each button posts back here, which takes the
// payment off the reader and sends the signed event a Stripe reader causes to the same webhook handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatPence } from '../../shared/money';
import { clearLocalReaderAction, getLocalReader, type LocalReader } from '../../functions/data/local-readers';
import { localReaderEvent, type LocalReaderButton } from '../../functions/payments/local-reader-events';
import { deliver, escape, page, redirect, send } from './local-payment-page';

const BUTTONS = new Set<LocalReaderButton>(['approve', 'decline', 'cancel']);

export async function handleLocalReader(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const [, , readerId = '', button, paymentId] = url.pathname.split('/');
  const reader = await getLocalReader(readerId);
  if (!reader) return send(res, 404, page('Reader not found', '<p>No simulated reader has this id. Register one in Settings.</p>'));
  if (req.method === 'GET' && !button) return send(res, 200, readerPage(reader, url.searchParams.get('done')));
  if (req.method !== 'POST' || !BUTTONS.has(button as LocalReaderButton) || !paymentId) return send(res, 405, page('Not allowed', '<p>Use the buttons on the reader.</p>'));
  const action = reader.action;
  // A button of a payment no longer on the reader (ended at the till, or pressed twice) does nothing.
  if (!action || action.providerPaymentId !== paymentId || !(await clearLocalReaderAction(readerId, paymentId))) {
    return send(res, 409, page('Nothing waiting', `<p>That payment is no longer on the reader.</p><p><a href="/local-reader/${escape(readerId)}">Back to the reader</a></p>`));
  }
  const status = await deliver(localReaderEvent(readerId, action, button as LocalReaderButton));
  if (status !== 200) return send(res, 502, page('Webhook failed', `<p>The shop's webhook answered ${status}. See the server log.</p>`));
  redirect(res, `/local-reader/${readerId}?done=${button}`);
}

const DONE: Record<string, string> = { approve: 'Approved.', decline: 'Declined.', cancel: 'Cancelled.' };

function readerPage(reader: LocalReader, done: string | null): string {
  const action = reader.action;
  const button = (name: LocalReaderButton, label: string) =>
    `<form method="post" action="/local-reader/${escape(reader.providerReaderId)}/${name}/${escape(action!.providerPaymentId)}"><button type="submit">${label}</button></form>`;
  const waiting = action
    ? `<p class="amount" aria-live="polite">Waiting for the card: <strong>${formatPence(action.amountPence)}</strong></p>${button('approve', 'Approve')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}`
    : `<p aria-live="polite">No payment is waiting on this reader.</p>`;
  const status = done && DONE[done] ? `<p role="status">Last payment: ${DONE[done]}</p>` : '';
  // Refreshed while idle, so a payment the till sends appears without a reload.
  const refresh = action ? '' : '<meta http-equiv="refresh" content="1">';
  return page(`Reader: ${reader.label}`, `${refresh}<p>This is a simulated card reader: no card is taken. Choose what the customer's card does.</p>${status}${waiting}`);
}
