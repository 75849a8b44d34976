// The uploads bucket and its CloudFront behaviour, the scheduled jobs and the payment secrets
// (decision 135): each function gets exactly the grant its manifest entry declares.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../infra/constructs/http-api';
import { loadEdgeFunction } from '../../infra/edge/load-edge-function';
import { routeList } from '../../shared/api/manifest';
import { PAYMENT_SECRET_NAMES } from '../../shared/payment-secrets';
import { scheduledJobs, type ScheduledJobDefinition } from '../../shared/scheduled-jobs';
import { SYNTH_TIMEOUT_MS, synthApp, type SynthesisedApp } from './synth-app';
import { actionsOf, environmentOf, functionOfRoute, resourcesOfType, statementsOfFunction } from './template-queries';

const dailyProbe: ScheduledJobDefinition = {
  name: 'DailyProbe',
  description: 'A daily job added the way loyalty adds its birthday job',
  runner: 'shop/release-checkout',
  timing: { kind: 'daily', at: '07:30' },
  table: 'read',
};

let synthesised: SynthesisedApp;
let withDailyJob: SynthesisedApp;
beforeAll(() => {
  synthesised = synthApp();
  withDailyJob = synthApp({}, { jobs: [...scheduledJobs, dailyProbe] });
}, SYNTH_TIMEOUT_MS * 2);

const routeFunction = (name: string) => {
  const route = routeList.find((each) => each.name === name)!;
  return functionOfRoute(synthesised.templates.api, routeKeyOf(route));
};

const allStatementsJson = (functionId: string) => JSON.stringify(statementsOfFunction(synthesised.templates.api, functionId));

describe('uploads bucket', () => {
  it('is private, encrypted, TLS-only, accepts presigned POSTs from the site and clears abandoned partial uploads', () => {
    const { web } = synthesised.templates;

    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith(['device-drs-dev-uploads-'])] }),
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      CorsConfiguration: { CorsRules: Match.arrayWith([Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['https://*.cloudfront.net'] })]) },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } })]) },
    });
  });

  it('removes the export files a day after they are written, and lets the site fetch them by their presigned links (decision 380)', () => {
    const { web } = synthesised.templates;

    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith(['device-drs-dev-uploads-'])] }),
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' })]) },
      CorsConfiguration: { CorsRules: Match.arrayWith([Match.objectLike({ AllowedMethods: ['GET'], AllowedOrigins: ['https://*.cloudfront.net'] })]) },
    });
    const policy = Object.values(resourcesOfType(web, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
    const csp = JSON.stringify((policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: { ContentSecurityPolicy: unknown } }).SecurityHeadersConfig.ContentSecurityPolicy);
    expect(csp).toContain("connect-src 'self' https://");
    expect(csp).toContain('RegionalDomainName');
  });

  it('takes posts only from the custom domain when there is one', () => {
    const prod = synthApp({ stage: 'prod', siteOrigin: 'https://devicedrs.co.uk' });

    prod.templates.web.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['https://devicedrs.co.uk'] }), Match.objectLike({ AllowedMethods: ['GET'], AllowedOrigins: ['https://devicedrs.co.uk'] })] },
    });
  }, SYNTH_TIMEOUT_MS);

  it('is served at /uploads/* through CloudFront with origin access control, GET and HEAD only', () => {
    const { web } = synthesised.templates;
    const distribution = Object.values(resourcesOfType(web, 'AWS::CloudFront::Distribution'))[0]!;
    const config = distribution.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; AllowedMethods: string[]; TargetOriginId: string }[];
      Origins: { Id: string; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
    };

    const behaviour = config.CacheBehaviors.find((each) => each.PathPattern === '/uploads/*');
    expect(behaviour?.AllowedMethods).toEqual(['GET', 'HEAD']);
    const origin = config.Origins.find((each) => each.Id === behaviour?.TargetOriginId);
    expect(origin?.S3OriginConfig).toBeDefined();
    expect(origin?.OriginAccessControlId).toBeDefined();
  });

  it('maps /uploads/<key> to the bucket key at the edge', () => {
    const handler = loadEdgeFunction('uploads-path.js');

    expect(handler({ request: { uri: '/uploads/job-photos/01J.webp', headers: {} } } as never)).toMatchObject({ uri: '/job-photos/01J.webp' });
  });

  it('never serves the export files at /uploads/*, however the path is spelt', () => {
    const handler = loadEdgeFunction('uploads-path.js');

    for (const uri of ['/uploads/exports/01J/xero-payments.csv', '/uploads/%65xports/01J/xero-payments.csv', '/uploads//exports/01J/x.csv', '/uploads/EXPORTS/01J/x.csv', '/uploads/%E0%A4%A/x']) {
      expect(handler({ request: { uri, headers: {} } } as never), uri).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    }
    expect(handler({ request: { uri: '/uploads/exports-guide.webp', headers: {} } } as never)).toMatchObject({ uri: '/exports-guide.webp' });
  });

  it('lets the upload route sign posts (s3:PutObject under the purposes), the accounting export write and read exports/ only, and no other route touch the bucket', () => {
    const upload = routeFunction('CreateUpload');

    expect(environmentOf(synthesised.templates.api, upload).UPLOADS_BUCKET).toBeDefined();
    expect(actionsOf(statementsOfFunction(synthesised.templates.api, upload))).toContain('s3:PutObject');
    expect(allStatementsJson(upload)).toContain('/product-images/*');
    expect(allStatementsJson(upload)).not.toContain('s3:DeleteObject');
    const exporter = routeFunction('ExportAccounting');
    expect(environmentOf(synthesised.templates.api, exporter).UPLOADS_BUCKET).toBeDefined();
    expect(actionsOf(statementsOfFunction(synthesised.templates.api, exporter)).filter((action) => action.startsWith('s3:')).sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(allStatementsJson(exporter)).toContain('/exports/*');
    expect(allStatementsJson(exporter)).not.toContain('/product-images/*');
    expect(allStatementsJson(exporter)).not.toContain('/job-photos/*');
    expect(allStatementsJson(upload)).not.toContain('/exports/*');
    const others = routeList.filter((route) => !route.uploads);
    for (const route of others) {
      expect(actionsOf(statementsOfFunction(synthesised.templates.api, routeFunction(route.name))).some((action) => action.startsWith('s3:')), route.name).toBe(false);
    }
  });
});

describe('payment secrets', () => {
  const paying = routeList.filter((route) => route.usesPayments).map((route) => route.name);

  it('are read by the checkout, cancel, refund, webhook and deposit checkout routes', () => {
    expect(paying).toEqual(expect.arrayContaining(['StartCheckout', 'CancelMyCheckout', 'RefundShopOrder', 'HandlePaymentWebhook', 'StartDepositCheckout']));
  });

  it.each(paying)('%s gets the Parameters and Secrets extension and ssm:GetParameter on the payment parameters only', (name) => {
    const { api } = synthesised.templates;
    const fn = routeFunction(name);
    const properties = resourcesOfType(api, 'AWS::Lambda::Function')[fn]!.Properties;

    expect(JSON.stringify(properties.Layers)).toContain('Paramsandsecretslayer');
    expect(environmentOf(api, fn).PAYMENT_SECRETS_PREFIX).toBe('/device-drs/dev/payments');
    const ssm = statementsOfFunction(api, fn).filter((statement) => actionsOf([statement]).includes('ssm:GetParameter'));
    expect(ssm).toHaveLength(1);
    const resources = JSON.stringify(ssm[0]!.Resource);
    for (const secret of Object.values(PAYMENT_SECRET_NAMES)) expect(resources).toContain(`parameter/device-drs/dev/payments/${secret}`);
    expect(resources).not.toContain('*');
  });

  it('are read by no other route', () => {
    const { api } = synthesised.templates;
    for (const route of routeList.filter((each) => !each.usesPayments)) {
      const fn = routeFunction(route.name);
      expect(actionsOf(statementsOfFunction(api, fn)), route.name).not.toContain('ssm:GetParameter');
      expect(resourcesOfType(api, 'AWS::Lambda::Function')[fn]!.Properties.Layers, route.name).toBeUndefined();
    }
  });

  it('are read by the refund consumer', () => {
    const { events } = synthesised.templates;
    const withSsm = Object.keys(resourcesOfType(events, 'AWS::Lambda::Function')).filter((fn) =>
      actionsOf(statementsOfFunction(events, fn)).includes('ssm:GetParameter'),
    );

    expect(withSsm.some((fn) => fn.includes('PaymentRefunder'))).toBe(true);
  });
});

describe('scheduled jobs', () => {
  it('gives each job its own function and a role only EventBridge Scheduler assumes, invoking only that function', () => {
    const { events } = synthesised.templates;
    const roles = Object.values(resourcesOfType(events, 'AWS::IAM::Role')).filter((role) =>
      JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );

    // One per job, and the webhook retries' role, which may only send to its queue (decision 277; events-stack.test.ts).
    expect(roles).toHaveLength(scheduledJobs.length + 1);
    events.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'device-drs-dev-jobs' });
    events.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: 'lambda:InvokeFunction', Resource: Match.objectLike({ 'Fn::GetAtt': Match.anyValue() }) })]) },
    });
  });

  it('lets the checkout route make one-time schedules in the group and pass only its job role', () => {
    const { api } = synthesised.templates;
    const fn = routeFunction('StartCheckout');
    const env = environmentOf(api, fn);
    const statements = statementsOfFunction(api, fn);

    expect(Object.keys(env)).toEqual(expect.arrayContaining(['SCHEDULED_JOBS_TARGET_ARN', 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP_NAME']));
    expect(actionsOf(statements)).toEqual(expect.arrayContaining(['scheduler:CreateSchedule', 'iam:PassRole']));
    const passRole = statements.find((statement) => actionsOf([statement]).includes('iam:PassRole')) as unknown as { Condition: unknown };
    expect(passRole.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    expect(JSON.stringify(statements)).toContain('device-drs-dev-jobs/*');
  });

  it('lets no other route schedule', () => {
    for (const route of routeList.filter((each) => !each.schedulesJob)) {
      expect(actionsOf(statementsOfFunction(synthesised.templates.api, routeFunction(route.name))), route.name).not.toContain('scheduler:CreateSchedule');
    }
  });

  it('makes a daily job one list entry: its function, and a schedule at its London time with retries and a dead-letter queue', () => {
    const { events } = withDailyJob.templates;
    const dailyJobs = scheduledJobs.filter((job) => job.timing.kind === 'daily').length;

    events.resourceCountIs('AWS::Scheduler::Schedule', dailyJobs + 1);
    events.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(30 7 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/London',
      Target: Match.objectLike({ RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 10 }), DeadLetterConfig: Match.anyValue() }),
    });
    synthesised.templates.events.resourceCountIs('AWS::Scheduler::Schedule', dailyJobs);
  });

  it("schedules the birthday bonus every morning at 07:00 London (decision 159)", () => {
    synthesised.templates.events.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 7 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/London',
    });
  });
});
