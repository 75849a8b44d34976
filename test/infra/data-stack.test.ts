import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../infra/config';
import { DataStack } from '../../infra/stacks/data-stack';
import { TABLE_INDEXES, TABLE_KEYS } from '../../shared/table-design';
import { SYNTH_TIMEOUT_MS } from './synth-app';

function dataTemplate(stage: 'dev' | 'prod'): Template {
  const app = new App();
  return Template.fromStack(new DataStack(app, 'Data', { config: parseConfig({ stage, ...(stage === 'prod' ? { siteOrigin: 'https://devicedrs.co.uk' } : {}) }) }));
}

describe('data stack', { timeout: SYNTH_TIMEOUT_MS }, () => {
  it('creates exactly one table, keyed by string pk and sk, billed on demand', () => {
    const template = dataTemplate('dev');

    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('declares every index of shared/table-design.ts with string keys and all attributes projected', () => {
    const template = dataTemplate('dev');

    const table = Object.values(template.findResources('AWS::DynamoDB::Table'))[0]!.Properties;
    expect(table.GlobalSecondaryIndexes).toEqual(
      TABLE_INDEXES.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const keyAttributes = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(table.AttributeDefinitions).toEqual(
      expect.arrayContaining(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
  });

  it('expires items by the TTL attribute, keeps point-in-time recovery and encrypts with the AWS-managed key', () => {
    const template = dataTemplate('dev');

    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('lets dev tear the table down', () => {
    const template = dataTemplate('dev');

    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete', Properties: { DeletionProtectionEnabled: false } });
  });

  it('protects and retains the table in prod', () => {
    const template = dataTemplate('prod');

    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { DeletionProtectionEnabled: true },
    });
  });
});
