import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { SYNTH_TIMEOUT_MS, synthApp } from './synth-app';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012';

const configurations = {
  'dev defaults': {},
  'prod with a custom domain and alarm email': {
    stage: 'prod',
    siteOrigin: 'https://devicedrs.co.uk',
    certificateArn: CERTIFICATE_ARN,
    alarmEmail: 'alerts@devicedrs.co.uk',
  },
};

function violationsOf(stack: Stack): string[] {
  return new AwsSolutionsChecks().validateScope(stack).violations.map(
    (violation) =>
      `${violation.severity} ${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
  );
}

function acknowledgedReasons(root: IConstruct): string[] {
  return root.node
    .findAll()
    .flatMap((node) => node.node.metadata)
    .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((entry) => Object.values(entry.data as Record<string, string>));
}

describe.each(Object.entries(configurations))('cdk-nag AWS Solutions checks, %s', (_name, context) => {
  const synthesised = synthApp(context);
  const stacks = [synthesised.data, synthesised.events, synthesised.api, synthesised.web, synthesised.observability];

  it.each(stacks.map((stack) => [stack.stackName, stack] as const))('%s has no unacknowledged error or warning', (_stackName, stack) => {
    expect(violationsOf(stack)).toEqual([]);
  });

  it('gives every acknowledgment a reason a reviewer can check', () => {
    const reasons = acknowledgedReasons(synthesised.app);

    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason.length, reason).toBeGreaterThanOrEqual(40);
  });
});

describe('cdk-nag itself', { timeout: SYNTH_TIMEOUT_MS }, () => {
  it('reports an unacknowledged finding, so the clean results above mean something', () => {
    const stack = new Stack(new App(), 'Probe');
    new Bucket(stack, 'PlainBucket');

    expect(violationsOf(stack)).toEqual(
      expect.arrayContaining([expect.stringMatching(/AwsSolutions-S1 /), expect.stringMatching(/AwsSolutions-S10 /)]),
    );
  });
});
