// Sends the password reset link a POST /api/forgot-password asked for, off the request path: the
// request answers the same, after the same work, whether or not the address has an account (issue 12).
// A redelivered event finds its id marked sent and does nothing; an unknown address is simply dropped.
import { eventTypes } from '../../../shared/events';
import { linkUrl, newLink } from '../../accounts/account-links';
import { issueLinkToken } from '../../data/link-tokens';
import { markEmailSent, wasEmailSent } from '../../data/sent-emails';
import { findUserIdBy, getUserById } from '../../data/users';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { deliverEmail } from '../../mail/deliver-email';
import { resetPasswordMessage } from '../../mail/templates/reset-password';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== eventTypes.passwordResetRequested.detailType) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const request = eventTypes.passwordResetRequested.schema.parse(event.detail);
  if (await wasEmailSent(request.id)) return;
  const userId = await findUserIdBy('email', request.email);
  const user = userId ? await getUserById(userId) : null;
  const now = new Date();
  if (user) {
    const { token, record } = newLink('reset-password', user.id, user.email, now);
    await issueLinkToken(record);
    const content = resetPasswordMessage({ firstName: user.firstName, link: linkUrl(request.origin, 'reset-password', token) });
    await deliverEmail({ id: request.id, kind: 'reset-password', to: user.email, ...content }, now);
  }
  await markEmailSent(request.id, 'reset-password', now);
});
