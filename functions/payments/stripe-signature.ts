// Stripe's webhook signature scheme (https://docs.stripe.com/webhooks#verify-manually): the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`. Done with
// node:crypto because the stripe package's helper cannot be imported without its whole client
// (about 240 KiB), which would put the webhook Lambda over its 350 KiB budget; a unit test checks
// this against the package's own signer and verifier (decision 134).
import { createHmac, timingSafeEqual } from 'node:crypto';

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function signStripePayload(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** True when one v1 signature matches and the timestamp is within `toleranceSeconds` of now. */
export function verifyStripeSignature(rawBody: string, header: string, secret: string, toleranceSeconds: number, now = Date.now()): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || !signatures.length) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
