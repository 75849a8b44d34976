// Stripe's keys, read once per Lambda instance (at its first payment call) from SSM SecureString
// parameters under PAYMENT_SECRETS_PREFIX: never in code, environment files or the template.
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { env } from '../env';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

let secrets: Promise<StripeSecrets> | null = null;

export function stripeSecrets(): Promise<StripeSecrets> {
  secrets ??= readSecrets().catch((error: unknown) => {
    secrets = null;
    throw error;
  });
  return secrets;
}

async function readSecrets(): Promise<StripeSecrets> {
  const names = { secretKey: `${env.PAYMENT_SECRETS_PREFIX}/stripe-secret-key`, webhookSecret: `${env.PAYMENT_SECRETS_PREFIX}/stripe-webhook-secret` };
  const ssm = new SSMClient({ region: env.AWS_REGION });
  const { Parameters = [] } = await ssm.send(new GetParametersCommand({ Names: Object.values(names), WithDecryption: true }));
  const value = (name: string) => {
    const found = Parameters.find((p) => p.Name === name)?.Value;
    if (!found) throw new Error(`SSM parameter ${name} is missing`);
    return found;
  };
  return { secretKey: value(names.secretKey), webhookSecret: value(names.webhookSecret) };
}
