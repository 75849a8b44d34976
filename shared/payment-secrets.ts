// The payment provider's secrets: SSM SecureString parameters under the stage's prefix (decision
// 134). functions/payments/payment-secrets.ts reads them; infra grants exactly these to the
// functions that declare `usesPayments`.
export const PAYMENT_SECRET_NAMES = { secretKey: 'stripe-secret-key', webhookSecret: 'stripe-webhook-secret' } as const;

/** The parameters' path prefix for a stage (PAYMENT_SECRETS_PREFIX in the cloud). */
export function paymentSecretsPrefix(stage: string): string {
  return `/device-drs/${stage}/payments`;
}
