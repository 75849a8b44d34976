// The functions' configuration, parsed once. Nothing else reads process.env.
import * as z from 'zod/mini';

const EnvSchema = z.object({
  STAGE: z._default(z.enum(['local', 'test', 'dev', 'prod']), 'local'),
  TABLE_NAME: z._default(z.string(), 'device-drs-local'),
  EVENT_BUS_NAME: z._default(z.string(), 'local'),
  /** Set locally to the DynamoDB Local URL; unset in the cloud. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  AWS_REGION: z._default(z.string(), 'eu-west-2'),
  /**
   * The site's own origin (links in emails, the CSRF Origin check). Optional in the cloud: without
   * a custom domain, it is taken from the viewer host CloudFront passes on (see site-origin.ts).
   */
  SITE_ORIGIN: z.optional(z.url()),
  /**
   * Local only: the other origins the same local server is reached by (http://127.0.0.1:3000 beside
   * http://localhost:3000, the HOST name), comma-separated. Same-site for the CSRF Origin check.
   */
  SITE_ORIGIN_ALIASES: z._default(z.string(), ''),
  /** Verified SES sender in the cloud. */
  MAIL_FROM: z._default(z.string(), 'Device DRS <no-reply@devicedrs.co.uk>'),
  /** Local only: folder the outbox writes emails to (and texts, in its sms/ folder). */
  OUTBOX_DIR: z._default(z.string(), '.local/outbox'),
  /**
   * AWS End User Messaging SMS: the sender ID, origination number, pool or their ARN that texts go
   * from. Unset in the cloud means texts are not sent (each is recorded as failed on the job).
   */
  SMS_ORIGINATION_IDENTITY: z.optional(z.string()),
  /** Optional configuration set (delivery events, opt-out list) the texts are sent with. */
  SMS_CONFIGURATION_SET: z.optional(z.string()),
  /**
   * Address suggestions: 'amazon-location' (Amazon Location Service places) or 'local' (shipped
   * Northern Ireland postcode districts plus streets on file). Default: local on local/test stages.
   */
  ADDRESS_PROVIDER: z.optional(z.enum(['local', 'amazon-location'])),
  /** Shop uploads (functions/uploads): the private S3 bucket in the cloud; locally a folder the local server serves. */
  UPLOADS_BUCKET: z.optional(z.string()),
  UPLOADS_DIR: z._default(z.string(), '.local/uploads'),
  /**
   * Payments (functions/payments): 'stripe' in the cloud, 'local' (the local payment page) on
   * local/test stages. The Stripe keys are SSM SecureString parameters under this prefix, read at cold start.
   */
  PAYMENT_PROVIDER: z.optional(z.enum(['local', 'stripe'])),
  PAYMENT_SECRETS_PREFIX: z._default(z.string(), '/device-drs/payments'),
  /**
   * Registrations allowed from one client address per hour (issue 12). The browser-test stack, where
   * every account comes from 127.0.0.1, raises it; nowhere else should.
   */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z._default(z.coerce.number().check(z.int(), z.positive()), 10),
  /** Set by Lambda: the function's credentials (signing upload policies) and its token (also the Parameters and Secrets extension). */
  AWS_ACCESS_KEY_ID: z.optional(z.string()),
  AWS_SECRET_ACCESS_KEY: z.optional(z.string()),
  AWS_SESSION_TOKEN: z.optional(z.string()),
  /** EventBridge Scheduler (functions/scheduling): the scheduled-jobs Lambda, the role that may invoke it, the group. */
  SCHEDULED_JOBS_TARGET_ARN: z.optional(z.string()),
  SCHEDULER_ROLE_ARN: z.optional(z.string()),
  SCHEDULE_GROUP_NAME: z._default(z.string(), 'default'),
  /** Webhook retries (functions/webhooks/retry-queue.ts): one-time schedules in this group put each retry on this queue, as this role. */
  WEBHOOK_QUEUE_ARN: z.optional(z.string()),
  WEBHOOK_SCHEDULER_ROLE_ARN: z.optional(z.string()),
  WEBHOOK_SCHEDULE_GROUP: z._default(z.string(), 'default'),
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']), 'INFO'),
});

export type FunctionsEnv = z.infer<typeof EnvSchema>;

function parseEnv(): FunctionsEnv {
  const result = EnvSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid functions environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv();

export const isLocal = env.STAGE === 'local' || env.STAGE === 'test';

export const addressProviderName = env.ADDRESS_PROVIDER ?? (isLocal ? 'local' : 'amazon-location');

export const uploadTargetName = env.UPLOADS_BUCKET ? 's3' : 'local';

export const paymentProviderName = env.PAYMENT_PROVIDER ?? (isLocal ? 'local' : 'stripe');
