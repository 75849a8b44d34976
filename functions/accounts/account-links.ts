// Emailed links: where they point (the site's own origin) and the emails that carry them.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { newLinkTokenRecord, issueLinkToken, type LinkPurpose, type LinkTokenRecord } from '../data/link-tokens';
import { isLocal } from '../env';
import { siteOriginOf } from '../lib/site-origin';
import { randomToken } from '../lib/tokens';
import { confirmNewEmailMessage } from '../mail/templates/confirm-new-email';
import { resetPasswordMessage } from '../mail/templates/reset-password';
import { verifyEmailMessage } from '../mail/templates/verify-email';
import { requestEmail } from '../mail/request-email';

/** The local web server's default origin, when a developer runs without SITE_ORIGIN. */
const LOCAL_ORIGIN = 'http://localhost:5173';

export function linkOrigin(event: APIGatewayProxyEventV2): string {
  const origin = siteOriginOf(event);
  if (origin) return origin;
  if (isLocal) return LOCAL_ORIGIN;
  throw new Error('No site origin for emailed links: set SITE_ORIGIN or pass the viewer host');
}

const PAGE: Record<LinkPurpose, string> = {
  'verify-email': '/verify-email/',
  'change-email': '/verify-email/',
  'reset-password': '/reset-password/',
};

export function linkUrl(origin: string, purpose: LinkPurpose, token: string): string {
  return `${origin}${PAGE[purpose]}${token}`;
}

/** A fresh token and its record (the token itself goes only into the email). */
export function newLink(purpose: LinkPurpose, userId: string, email: string, now: Date): { token: string; record: LinkTokenRecord } {
  const token = randomToken(32);
  return { token, record: newLinkTokenRecord(purpose, token, userId, email, now) };
}

export async function emailVerificationLink(firstName: string, email: string, url: string): Promise<void> {
  await requestEmail('verify-email', email, verifyEmailMessage({ firstName, link: url }));
}

/** Issues a link (retiring older ones of its kind) and queues the email that carries it. */
export async function sendLink(
  purpose: LinkPurpose,
  user: { id: string; firstName: string },
  email: string,
  event: APIGatewayProxyEventV2,
  now: Date,
): Promise<void> {
  const origin = linkOrigin(event);
  const { token, record } = newLink(purpose, user.id, email, now);
  await issueLinkToken(record);
  const url = linkUrl(origin, purpose, token);
  if (purpose === 'verify-email') await emailVerificationLink(user.firstName, email, url);
  else if (purpose === 'change-email') await requestEmail('confirm-new-email', email, confirmNewEmailMessage({ firstName: user.firstName, link: url }));
  else await requestEmail('reset-password', email, resetPasswordMessage({ firstName: user.firstName, link: url }));
}
