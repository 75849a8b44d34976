// The CDK app's settings: CDK context values (cdk.json or `npx cdk synth -c key=value`), validated
// once with zod. Nothing else in infra/ reads context.
import type { Construct } from 'constructs';
import * as z from 'zod/mini';

export const DEFAULT_MAIL_FROM = 'Device DRS <no-reply@devicedrs.co.uk>';

/** The context keys the app reads; anything else in the context is CDK's own (feature flags). */
export const CONTEXT_KEYS = ['stage', 'siteOrigin', 'certificateArn', 'alarmEmail', 'mailFrom', 'smsOriginationIdentity', 'logLevel', 'account', 'region'] as const;

const MAIL_FROM_PATTERN = /^(?:[^<>]*<)?([^<>@\s]+@([a-z0-9.-]+\.[a-z]{2,}))>?$/i;

const SiteOriginSchema = z.pipe(
  z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https:// origin, e.g. https://devicedrs.co.uk' })
    .check(z.refine((value) => /^https:\/\/[^/?#]+\/?$/.test(value), 'must be an origin only, with no path or query')),
  z.transform((value) => new URL(value).origin),
);

const ContextSchema = z
  .object({
    stage: z._default(z.enum(['dev', 'prod'], 'must be dev or prod'), 'dev'),
    /** The custom domain the site is served on, e.g. https://devicedrs.co.uk (links in emails, the CSRF Origin check). */
    siteOrigin: z.optional(SiteOriginSchema),
    /** An ACM certificate in us-east-1 for siteOrigin's host name; with it CloudFront answers on that name. */
    certificateArn: z.optional(
      z.string().check(z.regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/, 'must be an ACM certificate ARN in us-east-1')),
    ),
    /** Where CloudWatch alarms are emailed (an SNS email subscription). */
    alarmEmail: z.optional(z.email('must be an email address')),
    /** The SES sender: 'Name <address@domain>' or a bare address. Its identity bounds ses:SendEmail. */
    mailFrom: z._default(z.string().check(z.regex(MAIL_FROM_PATTERN, "must be 'Name <address@domain>' or an address")), DEFAULT_MAIL_FROM),
    /**
     * The ARN of the AWS End User Messaging SMS phone number, sender ID or pool texts go from. Without
     * it no text is sent (each is recorded as failed on its job).
     */
    smsOriginationIdentity: z.optional(
      z.string().check(z.regex(/^arn:aws:sms-voice:[a-z0-9-]+:\d{12}:(phone-number|sender-id|pool)\/\S+$/, 'must be the ARN of an SMS phone number, sender ID or pool')),
    ),
    logLevel: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR'], 'must be DEBUG, INFO, WARN or ERROR'), 'INFO'),
    /** Pin the stacks to an account and region; without them the stacks are environment-agnostic. */
    account: z.optional(z.string().check(z.regex(/^\d{12}$/, 'must be a 12-digit account id'))),
    region: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be a region name, e.g. eu-west-2'))),
  })
  .check(
    z.refine((context) => !context.certificateArn || context.siteOrigin, {
      message: 'certificateArn needs siteOrigin: the certificate is for that host name',
      path: ['certificateArn'],
    }),
    // Without it, email links take the host CloudFront passes on; a caller going to the API's own
    // endpoint could set that header and point a reset link elsewhere (docs/decisions/015).
    z.refine((context) => context.stage !== 'prod' || context.siteOrigin, {
      message: 'prod needs siteOrigin, the address customers use (email links are built from it)',
      path: ['siteOrigin'],
    }),
  );

export type AppContext = z.infer<typeof ContextSchema>;

export interface AppConfig extends AppContext {
  /** Outside dev, data and logs outlive the stack: deletion protection and RETAIN. */
  readonly retainData: boolean;
  /** Prefix of CloudFormation stack names: DeviceDrs-dev, DeviceDrs-prod. */
  readonly stackPrefix: string;
  readonly mailIdentity: { readonly address: string; readonly domain: string };
}

/** Validates raw context values (empty strings count as unset, as `-c key=` gives). */
export function parseConfig(raw: Record<string, unknown>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const result = ContextSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(context)'}: ${issue.message}`);
    throw new Error(`Invalid CDK context:\n${problems.join('\n')}`);
  }
  const context = result.data;
  const [, address, domain] = MAIL_FROM_PATTERN.exec(context.mailFrom) as RegExpExecArray;
  return {
    ...context,
    retainData: context.stage !== 'dev',
    stackPrefix: `DeviceDrs-${context.stage}`,
    mailIdentity: { address: address!.toLowerCase(), domain: domain!.toLowerCase() },
  };
}

/** Reads the app's keys from the construct tree's context and validates them. */
export function loadConfig(scope: Construct): AppConfig {
  return parseConfig(Object.fromEntries(CONTEXT_KEYS.map((key) => [key, scope.node.tryGetContext(key)])));
}
