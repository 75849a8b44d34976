// The render function of data pages, as the web stack builds it once a data page is registered.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../infra/config';
import { WebStack } from '../../infra/stacks/web-stack';
import { SYNTH_TIMEOUT_MS } from './synth-app';
import { resourcesOfType } from './template-queries';

const dataPages = [
  { path: '/services', pattern: '^/services/?$', cloudFrontPatterns: ['/services'] },
  { path: '/guides/:id', pattern: '^/guides/[^/]+/?$', cloudFrontPatterns: ['/guides/*'] },
];

let dir: string;
let stack: WebStack;
let template: Template;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'device-drs-render-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Device DRS</title>');
  writeFileSync(join(dir, 'entry-server.js'), 'export {};');
  const app = new App();
  const table = new Table(new Stack(app, 'Data'), 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  stack = new WebStack(app, 'Web', {
    config: parseConfig({}),
    apiDomainName: 'abc123.execute-api.eu-west-2.amazonaws.com',
    siteDir: dir,
    serverBuildDir: dir,
    table,
    dataPages,
  });
  template = Template.fromStack(stack);
}, SYNTH_TIMEOUT_MS);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('data page render function', { timeout: SYNTH_TIMEOUT_MS }, () => {
  it('puts each data page pattern on the render function, compressed and cached at most 60 s with the query string', () => {
    const distribution = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'))[0]!;
    const behaviours = (distribution.Properties.DistributionConfig as { CacheBehaviors: { PathPattern: string; Compress: boolean }[] }).CacheBehaviors;

    expect(behaviours.map((behaviour) => behaviour.PathPattern)).toEqual(expect.arrayContaining(['/services', '/guides/*']));
    for (const behaviour of behaviours) expect(behaviour.Compress).toBe(true);
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MaxTTL: 60,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({ QueryStringsConfig: { QueryStringBehavior: 'all' } }),
      }),
    });
  });

  it('lets only CloudFront call the function URL, and grants the function reads of the table only', () => {
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 'lambda', SigningBehavior: 'always' }),
    });
    template.hasResourceProperties('AWS::Lambda::LayerVersion', { CompatibleRuntimes: ['nodejs22.x'] });
    const statements = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
    );
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((action) => /dynamodb:(Put|Update|Delete|BatchWrite|Scan)/.test(action))).toEqual([]);
  });

  it('has no unacknowledged cdk-nag error or warning', () => {
    const violations = new AwsSolutionsChecks().validateScope(stack).violations.map((violation) => `${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`);

    expect(violations).toEqual([]);
  });
});
