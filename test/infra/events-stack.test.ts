import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_RETENTION } from '../../infra/constructs/event-hub';
import { TABLE_WRITE_ACTIONS } from '../../infra/lambda/grants';
import { EVENT_SOURCE, eventRules } from '../../shared/events';
import { WEBHOOK_SOURCE_EVENTS } from '../../shared/webhooks/topics';
import { SYNTH_TIMEOUT_MS, synthApp, type SynthesisedApp } from './synth-app';
import { actionsOf, environmentOf, referencedId, resourcesOfType, statementsOfFunction, type CfnResource } from './template-queries';

let synthesised: SynthesisedApp;
beforeAll(() => {
  synthesised = synthApp();
}, SYNTH_TIMEOUT_MS);

/** The rule of one consumer: several consumers may listen for the same detail types (JobCollected). */
function ruleFor(eventRule: { readonly detailTypes: readonly string[]; readonly consumer: string }): CfnResource {
  const { events } = synthesised.templates;
  const rules = Object.values(resourcesOfType(events, 'AWS::Events::Rule')).filter(
    (rule) =>
      JSON.stringify((rule.Properties.EventPattern as { 'detail-type': string[] })['detail-type']) === JSON.stringify(eventRule.detailTypes) &&
      rule.Properties.Description === `${eventRule.detailTypes.join(', ')} to ${eventRule.consumer}`,
  );
  expect(rules).toHaveLength(1);
  return rules[0]!;
}

describe('events stack', () => {
  it('creates one custom bus and archives its application events for 30 days', () => {
    const { events } = synthesised.templates;

    events.resourceCountIs('AWS::Events::EventBus', 1);
    events.hasResourceProperties('AWS::Events::Archive', {
      EventPattern: { source: [EVENT_SOURCE] },
      RetentionDays: ARCHIVE_RETENTION.toDays(),
    });
  });

  it('has one rule per event rule, matching its source and detail types on the custom bus', () => {
    const { events } = synthesised.templates;

    // And the webhook rule, to its queue rather than a function (decision 277; tested below).
    events.resourceCountIs('AWS::Events::Rule', eventRules.length + 1);
    for (const eventRule of eventRules) {
      const rule = ruleFor(eventRule);
      expect(rule.Properties.EventPattern).toEqual({ source: [EVENT_SOURCE], 'detail-type': [...eventRule.detailTypes] });
      expect(referencedId(rule.Properties.EventBusName)).toMatch(/Bus/);
    }
  });

  it('delivers each rule to its own consumer with retries and an encrypted, TLS-only dead-letter queue', () => {
    const { events } = synthesised.templates;
    const queues = resourcesOfType(events, 'AWS::SQS::Queue');
    const functions = resourcesOfType(events, 'AWS::Lambda::Function');

    const consumerIds = eventRules.map((eventRule) => {
      const targets = ruleFor(eventRule).Properties.Targets as {
        Arn: unknown;
        DeadLetterConfig: { Arn: unknown };
        RetryPolicy: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
      }[];
      expect(targets).toHaveLength(1);
      const target = targets[0]!;
      expect(target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
      const queueId = referencedId(target.DeadLetterConfig.Arn);
      expect(queues[queueId]!.Properties).toMatchObject({ SqsManagedSseEnabled: true });
      events.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
      const functionId = referencedId(target.Arn);
      // Lambda's own retries end in the same queue when the consumer keeps failing.
      expect(referencedId((functions[functionId]!.Properties.DeadLetterConfig as { TargetArn: unknown }).TargetArn)).toBe(queueId);
      return functionId;
    });
    expect(new Set(consumerIds).size).toBe(eventRules.length);
  });

  it('runs consumers on Node.js 22, arm64, with the table access their rule declares', () => {
    const { events } = synthesised.templates;
    const functions = resourcesOfType(events, 'AWS::Lambda::Function');

    for (const eventRule of eventRules) {
      const targets = ruleFor(eventRule).Properties.Targets as { Arn: unknown }[];
      const functionId = referencedId(targets[0]!.Arn);
      expect(functions[functionId]!.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
      const actions = actionsOf(statementsOfFunction(events, functionId));
      const writes = actions.filter((action) => TABLE_WRITE_ACTIONS.includes(action));
      expect(writes.length > 0, eventRule.name).toBe(eventRule.table === 'readwrite');
      expect(actions.some((action) => action.startsWith('dynamodb:')), eventRule.name).toBe(eventRule.table !== 'none');
      expect(actions.includes('ses:SendEmail'), eventRule.name).toBe(Boolean(eventRule.sendsEmail));
    }
  });
});

describe('webhook deliveries', () => {
  function webhookRule(): CfnResource {
    const { events } = synthesised.templates;
    const rules = Object.values(resourcesOfType(events, 'AWS::Events::Rule')).filter((rule) => rule.Properties.Description === `${WEBHOOK_SOURCE_EVENTS.join(', ')} to the webhook queue`);
    expect(rules).toHaveLength(1);
    return rules[0]!;
  }

  it('has a rule for the events webhooks are made from, to an encrypted, TLS-only queue with a dead-letter queue', () => {
    const { events } = synthesised.templates;
    const queues = resourcesOfType(events, 'AWS::SQS::Queue');
    const rule = webhookRule();

    expect(rule.Properties.EventPattern).toEqual({ source: [EVENT_SOURCE], 'detail-type': [...WEBHOOK_SOURCE_EVENTS] });
    const [target] = rule.Properties.Targets as { Arn: unknown; DeadLetterConfig: { Arn: unknown }; RetryPolicy: { MaximumEventAgeInSeconds: number } }[];
    const queueId = referencedId(target!.Arn);
    const queue = queues[queueId]!.Properties as { SqsManagedSseEnabled: boolean; RedrivePolicy: { deadLetterTargetArn: unknown; maxReceiveCount: number } };
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(referencedId(queue.RedrivePolicy.deadLetterTargetArn)).toBe(referencedId(target!.DeadLetterConfig.Arn));
    expect(target!.RetryPolicy.MaximumEventAgeInSeconds).toBe(24 * 60 * 60);
    events.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Action: Match.arrayWith(['sqs:SendMessage']), Principal: { Service: 'events.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('feeds the queue to one consumer that reports failed records alone, writes the table, and schedules its retries only in its own group', () => {
    const { events } = synthesised.templates;
    const queueId = referencedId((webhookRule().Properties.Targets as { Arn: unknown }[])[0]!.Arn);
    const mappings = Object.values(resourcesOfType(events, 'AWS::Lambda::EventSourceMapping')).filter((m) => referencedId(m.Properties.EventSourceArn) === queueId);
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const functionId = referencedId(mappings[0]!.Properties.FunctionName);

    const actions = actionsOf(statementsOfFunction(events, functionId));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'scheduler:CreateSchedule', 'iam:PassRole', 'sqs:ReceiveMessage', 'events:PutEvents']));
    const environment = environmentOf(events, functionId);
    expect(environment.WEBHOOK_SCHEDULE_GROUP).toMatch(/^device-drs-\w+-webhooks$/);
    expect(referencedId(environment.WEBHOOK_QUEUE_ARN)).toBe(queueId);
    events.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: environment.WEBHOOK_SCHEDULE_GROUP });
  });
});
