// Stripe's keys, read once per Lambda instance (at its first payment call) from SSM SecureString
// parameters under PAYMENT_SECRETS_PREFIX: never in code, environment files or the template. Read
// through the AWS Parameters and Secrets Lambda Extension (HTTP on localhost:2773, authorised by the
// function's session token) rather than @aws-sdk/client-ssm, which alone is about 76 KiB of bundle.
import { PAYMENT_SECRET_NAMES } from '../../shared/payment-secrets';
import { env } from '../env';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

const EXTENSION_URL = 'http://localhost:2773/systemsmanager/parameters/get';

let secrets: Promise<StripeSecrets> | null = null;

export function stripeSecrets(): Promise<StripeSecrets> {
  secrets ??= readSecrets().catch((error: unknown) => {
    secrets = null;
    throw error;
  });
  return secrets;
}

async function parameter(name: string): Promise<string> {
  const response = await fetch(`${EXTENSION_URL}?name=${encodeURIComponent(name)}&withDecryption=true`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`SSM parameter ${name}: ${response.status}`);
  const body = (await response.json()) as { Parameter?: { Value?: string } };
  if (!body.Parameter?.Value) throw new Error(`SSM parameter ${name} is missing`);
  return body.Parameter.Value;
}

async function readSecrets(): Promise<StripeSecrets> {
  const [secretKey, webhookSecret] = await Promise.all([
    parameter(`${env.PAYMENT_SECRETS_PREFIX}/${PAYMENT_SECRET_NAMES.secretKey}`),
    parameter(`${env.PAYMENT_SECRETS_PREFIX}/${PAYMENT_SECRET_NAMES.webhookSecret}`),
  ]);
  return { secretKey, webhookSecret };
}
