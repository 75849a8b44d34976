// POST /api/register: creates an unverified account and emails its verification link. Its phone is
// unproven and claims nothing (decision 051); the answer carries a ticket for proving it at once (052).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { emailVerificationLink, linkOrigin, linkUrl, newLink } from '../../accounts/account-links';
import { assertPasswordPolicy } from '../../accounts/new-password-policy';
import { countRegistration } from '../../accounts/registration-throttle';
import { linkTokenItem } from '../../data/link-tokens';
import { DuplicateUserError, createUser, normaliseUnique, type UniqueField } from '../../data/users';
import { rememberStreet } from '../../address/remember-street';
import { createHandler } from '../../http/create-handler';
import { newPhoneTicket } from '../../messaging/registration-phone-ticket';
import { ConflictError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { ulid } from 'ulid';
import { customerCreatedEvent } from '../../../shared/events';
import { announce } from '../../events/announce';

/** The UI shows 'Account Already Exists' for a message containing 'already have an account'. */
const DUPLICATE_MESSAGES: Record<UniqueField, string> = {
  email: 'You already have an account with this email address. Please sign in instead.',
  phone: 'You already have an account with this phone number. Please sign in instead.',
  username: 'That username is taken. Please choose another.',
};

const REGISTERED_MESSAGE =
  'Your account has been created. We have sent you an email: please click the link in it to verify your address before signing in.';

export const handler = createHandler(accountRoutes.register, async ({ body, now, event, clientIp }) => {
  await countRegistration(clientIp, now);
  const username = body.username || body.phone;
  assertPasswordPolicy(body.password, { email: body.email, phone: body.phone, username });
  const origin = linkOrigin(event);
  const id = ulid(now.getTime());
  const { token, record } = newLink('verify-email', id, body.email, now);
  const passwordHash = await hashPassword(body.password);
  const { ticket, phoneTicketHash, phoneTicketExpiresAt } = newPhoneTicket(id, now);
  try {
    await createUser(
      {
        id,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone,
        username,
        passwordHash,
        role: 'customer',
        emailVerified: false,
        emailTokenHash: record.tokenHash,
        phoneTicketHash,
        phoneTicketExpiresAt,
        ...(body.address ? { address: body.address } : {}),
        ...(body.qrCode ? { pendingJobClaim: { qrCode: body.qrCode, requestedAt: now.toISOString() } } : {}),
      },
      now,
      [linkTokenItem(record)],
    );
  } catch (error) {
    if (error instanceof DuplicateUserError) {
      const field = error.fields[0]!;
      throw new ConflictError(DUPLICATE_MESSAGES[field], { field });
    }
    throw error;
  }
  await rememberStreet(body.address, now);
  await announce(customerCreatedEvent, { customerId: id, at: now.toISOString() });
  await emailVerificationLink(body.firstName, body.email, linkUrl(origin, 'verify-email', token));
  return { body: { email: body.email, message: REGISTERED_MESSAGE, phone: normaliseUnique('phone', body.phone), phoneTicket: ticket } };
});
