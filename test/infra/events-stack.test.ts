import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_RETENTION } from '../../infra/constructs/event-hub';
import { TABLE_WRITE_ACTIONS } from '../../infra/lambda/grants';
import { EVENT_SOURCE, eventRules } from '../../shared/events';
import { SYNTH_TIMEOUT_MS, synthApp, type SynthesisedApp } from './synth-app';
import { actionsOf, referencedId, resourcesOfType, statementsOfFunction, type CfnResource } from './template-queries';

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

    events.resourceCountIs('AWS::Events::Rule', eventRules.length);
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
