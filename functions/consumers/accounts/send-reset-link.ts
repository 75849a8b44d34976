// Sends the password reset link a POST /api/forgot-password asked for, off the request path: the
// request answers the same, after the same work, whether or not the address has an account (issue 12).
// The event's id is the email's: once settled, a redelivered event does nothing; a retried failure
// issues a fresh link (retiring the unsent one) and tries again. An unknown address is simply dropped.
import { passwordResetRequestedEvent } from '../../../shared/events';
import { linkUrl, newLink } from '../../accounts/account-links';
import { issueLinkToken } from '../../data/link-tokens';
import { getMessageLog } from '../../data/message-log';
import { findUserIdBy, getUserById } from '../../data/users';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { deliverEmail } from '../../mail/deliver-email';
import { resetPasswordMessage } from '../../mail/templates/reset-password';
import { deliverTracked } from '../../messaging/deliver-tracked';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== passwordResetRequestedEvent.detailType) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const request = passwordResetRequestedEvent.schema.parse(event.detail);
  const settled = await getMessageLog({ id: request.id });
  if (settled && settled.status !== 'sending') return;
  const userId = await findUserIdBy('email', request.email);
  const user = userId ? await getUserById(userId) : null;
  if (!user) return;
  const now = new Date();
  const { token, record } = newLink('reset-password', user.id, user.email, now);
  await issueLinkToken(record);
  const email = {
    id: request.id,
    kind: 'reset-password' as const,
    to: user.email,
    ...resetPasswordMessage({ firstName: user.firstName, link: linkUrl(request.origin, 'reset-password', token) }),
  };
  await deliverTracked({ id: email.id, channel: 'email', kind: email.kind, to: email.to, summary: email.subject }, () => deliverEmail(email, now));
});
