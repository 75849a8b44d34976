// Webhook signing secrets and the X-DRS-Signature header, in the style Stripe uses (decision 278):
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the secret as the key.
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-DRS-Signature';
export const WEBHOOK_ID_HEADER = 'X-DRS-Webhook-Id';
export const WEBHOOK_TYPE_HEADER = 'X-DRS-Webhook-Type';

/** 32 random bytes, base64url, with a prefix that says what it is when pasted into another tool. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
