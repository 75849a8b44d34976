import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../infra/constructs/http-api';
import { SERVER_ERROR_ALARM } from '../../infra/constructs/monitoring';
import { routeList, routes } from '../../shared/api/manifest';
import { eventRules } from '../../shared/events';
import { WEBHOOK_DELIVERIES } from '../../infra/constructs/webhook-deliveries';
import { SYNTH_TIMEOUT_MS, synthApp, type SynthesisedApp } from './synth-app';
import { referencedId, resourcesOfType, type CfnResource } from './template-queries';

let synthesised: SynthesisedApp;
beforeAll(() => {
  synthesised = synthApp({ alarmEmail: 'alerts@devicedrs.co.uk' });
}, SYNTH_TIMEOUT_MS);

/** The dashboard JSON with every CloudFormation reference in it replaced by <ref>. */
function dashboardBody(): string {
  const dashboard = Object.values(resourcesOfType(synthesised.templates.observability, 'AWS::CloudWatch::Dashboard'))[0]!;
  const body = dashboard.Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] };
  return body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
}

function alarms(): CfnResource[] {
  return Object.values(resourcesOfType(synthesised.templates.observability, 'AWS::CloudWatch::Alarm'));
}

describe('observability stack', () => {
  it('has one dashboard with API traffic, errors and latency percentiles', () => {
    synthesised.templates.observability.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = dashboardBody();

    for (const metric of ['"Count"', '"4xx"', '"5xx"', '"Latency"']) expect(body).toContain(metric);
    expect(body).toContain('"stat":"p50"');
    expect(body).toContain('"stat":"p99"');
  });

  it('charts errors, throttles and duration for every API function', () => {
    const body = dashboardBody();

    for (const metric of ['Errors', 'Throttles', 'Duration']) expect(body).toContain(`"AWS/Lambda","${metric}"`);
    for (const route of routeList) expect(body).toContain(`"label":"${route.name}"`);
  });

  it('charts DynamoDB throttling and page hits', () => {
    const body = dashboardBody();

    for (const metric of ['ReadThrottleEvents', 'WriteThrottleEvents', 'ThrottledRequests']) expect(body).toContain(metric);
    expect(body).toContain('"PageHits"');
  });

  it('counts page hits from accepted POST /api/hit calls in the access log', () => {
    synthesised.templates.observability.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: `{ ($.routeKey = "${routeKeyOf(routes.recordHit)}") && ($.status = "${routes.recordHit.successStatus ?? 200}") }`,
      MetricTransformations: [Match.objectLike({ MetricName: 'PageHits', MetricValue: '1' })],
    });
  });

  it('alarms on the API 5xx rate, ignoring quiet periods', () => {
    const rateAlarm = alarms().find((alarm) =>
      JSON.stringify(alarm.Properties.Metrics ?? []).includes(`requests >= ${SERVER_ERROR_ALARM.minimumRequests}`),
    );

    expect(rateAlarm).toBeDefined();
    expect(rateAlarm!.Properties).toMatchObject({ Threshold: SERVER_ERROR_ALARM.thresholdPercent, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(rateAlarm!.Properties.Metrics)).toContain('"5xx"');
  });

  it('alarms on DynamoDB and Lambda throttling and on dead letters of every consumer', () => {
    const descriptions = alarms().map((alarm) => String(alarm.Properties.AlarmDescription));

    expect(descriptions.some((text) => /DynamoDB throttled/.test(text))).toBe(true);
    expect(descriptions.some((text) => /Lambda throttled/.test(text))).toBe(true);
    for (const rule of eventRules) expect(descriptions.some((text) => text.includes(`Events for ${rule.name} failed`))).toBe(true);
    expect(descriptions.some((text) => text.includes(`Events for ${WEBHOOK_DELIVERIES} failed`))).toBe(true);
  });

  it('sends every alarm to one KMS-encrypted topic with the configured email subscribed', () => {
    const { observability } = synthesised.templates;
    const topicId = Object.keys(resourcesOfType(observability, 'AWS::SNS::Topic'))[0]!;

    for (const alarm of alarms()) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    const topic = resourcesOfType(observability, 'AWS::SNS::Topic')[topicId]!;
    const keyId = referencedId(topic.Properties.KmsMasterKeyId);
    expect(resourcesOfType(observability, 'AWS::KMS::Key')[keyId]!.Properties).toMatchObject({ EnableKeyRotation: true });
    observability.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alerts@devicedrs.co.uk' });
    observability.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: 'sns:Publish' })]),
      },
    });
  });

  it(
    'subscribes nobody when no alarm email is configured',
    () => {
      const { observability } = synthApp().templates;

      observability.resourceCountIs('AWS::SNS::Subscription', 0);
    },
    SYNTH_TIMEOUT_MS,
  );
});
