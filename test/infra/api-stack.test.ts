import { NestedStack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../infra/constructs/http-api';
import { TABLE_WRITE_ACTIONS } from '../../infra/lambda/grants';
import { routeAreas, routeList } from '../../shared/api/manifest';
import { routePublishesEvents } from '../../shared/api/define-route';
import { SYNTH_TIMEOUT_MS, synthApp, type SynthesisedApp } from './synth-app';
import { actionsOf, environmentOf, functionOfRoute, resourcesOfType, statementsOfFunction } from './template-queries';

let synthesised: SynthesisedApp;
beforeAll(() => {
  synthesised = synthApp({ siteOrigin: 'https://devicedrs.co.uk' });
}, SYNTH_TIMEOUT_MS);

describe('api stack', () => {
  it('has exactly one HTTP API route per manifest entry, keyed by its method and path', () => {
    const { api } = synthesised.templates;

    const routeKeys = Object.values(resourcesOfType(api, 'AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(routeList.map(routeKeyOf).sort());
  });

  it('gives every route its own Lambda on Node.js 22, arm64', () => {
    const { api } = synthesised.templates;

    const functionIds = routeList.map((route) => functionOfRoute(api, routeKeyOf(route)));
    expect(new Set(functionIds).size).toBe(routeList.length);
    api.resourceCountIs('AWS::Lambda::Function', routeList.length);
    for (const id of functionIds) {
      expect(resourcesOfType(api, 'AWS::Lambda::Function')[id]!.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
    }
  });

  it('grants each route exactly the table access its manifest entry declares, and never Scan', () => {
    const { api } = synthesised.templates;

    for (const route of routeList) {
      const functionId = functionOfRoute(api, routeKeyOf(route));
      const actions = actionsOf(statementsOfFunction(api, functionId));
      const environment = environmentOf(api, functionId);
      const dynamoActions = actions.filter((action) => action.startsWith('dynamodb:'));
      expect(dynamoActions, route.name).not.toContain('dynamodb:Scan');
      if (route.table === 'none') {
        expect(dynamoActions, route.name).toEqual([]);
        expect(environment, route.name).not.toHaveProperty('TABLE_NAME');
      } else {
        expect(environment, route.name).toHaveProperty('TABLE_NAME');
        expect(dynamoActions, route.name).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
        const writes = dynamoActions.filter((action) => TABLE_WRITE_ACTIONS.includes(action));
        if (route.table === 'read') expect(writes, route.name).toEqual([]);
        else expect(writes.sort(), route.name).toEqual([...TABLE_WRITE_ACTIONS].sort());
      }
    }
  });

  it('grants PutEvents, SendEmail and places autocomplete only to the routes that declare them (PutEvents also to every admin route: writes are audited, and so is every API key call)', () => {
    const { api } = synthesised.templates;

    for (const route of routeList) {
      const functionId = functionOfRoute(api, routeKeyOf(route));
      const actions = actionsOf(statementsOfFunction(api, functionId));
      const environment = environmentOf(api, functionId);
      expect(actions.includes('events:PutEvents'), route.name).toBe(routePublishesEvents(route));
      expect('EVENT_BUS_NAME' in environment, route.name).toBe(routePublishesEvents(route));
      expect(actions.includes('ses:SendEmail'), route.name).toBe(Boolean(route.sendsEmail));
      expect('MAIL_FROM' in environment, route.name).toBe(Boolean(route.sendsEmail));
      expect(actions.includes('geo-places:Autocomplete'), route.name).toBe(Boolean(route.usesPlaces));
    }
  });

  it('scopes a read route to item reads on the table and queries on its named indexes', () => {
    const { api } = synthesised.templates;
    const readRoute = routeList.find((route) => route.table === 'read');
    expect(readRoute, 'the manifest has a read-only route').toBeDefined();

    const statements = statementsOfFunction(api, functionOfRoute(api, routeKeyOf(readRoute!)));
    const tableStatements = statements.filter((statement) => actionsOf([statement]).some((a) => a.startsWith('dynamodb:')));
    expect(actionsOf(tableStatements)).not.toEqual(expect.arrayContaining(['dynamodb:PutItem']));
    expect(JSON.stringify(tableStatements)).not.toContain('/index/*');
    expect(JSON.stringify(tableStatements)).toContain('/index/gsi1');
  });

  it('passes STAGE, LOG_LEVEL and the configured SITE_ORIGIN to every function', () => {
    const { api } = synthesised.templates;

    for (const route of routeList) {
      expect(environmentOf(api, functionOfRoute(api, routeKeyOf(route))), route.name).toMatchObject({
        STAGE: 'dev',
        LOG_LEVEL: 'INFO',
        SITE_ORIGIN: 'https://devicedrs.co.uk',
      });
    }
  });

  it(
    'leaves SITE_ORIGIN out when no site origin is configured',
    () => {
      const { api } = synthApp().templates;

      for (const route of routeList) {
        expect(environmentOf(api, functionOfRoute(api, routeKeyOf(route))), route.name).not.toHaveProperty('SITE_ORIGIN');
      }
    },
    SYNTH_TIMEOUT_MS,
  );

  it('throttles the default stage and writes JSON access logs without request paths', () => {
    const { api } = synthesised.templates;

    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"routeKey":"\\$context.routeKey"') },
    });
    const format = Object.values(resourcesOfType(api, 'AWS::ApiGatewayV2::Stage'))[0]!.Properties.AccessLogSettings as { Format: string };
    expect(format.Format).not.toContain('$context.path');
  });

  it("keeps the API stack and each area's nested stack within CloudFormation's 500 resources, with room to grow", () => {
    const stacks = [synthesised.api, ...synthesised.api.node.findAll().filter((node): node is NestedStack => node instanceof NestedStack)];

    expect(stacks.length).toBe(Object.keys(routeAreas).length + 1);
    for (const stack of stacks) {
      const count = Object.keys((Template.fromStack(stack).toJSON() as { Resources: object }).Resources).length;
      expect(count, stack.node.path).toBeLessThan(400);
    }
  });

  it('keeps every function log for a set retention', () => {
    const { api } = synthesised.templates;

    const logGroups = Object.values(resourcesOfType(api, 'AWS::Logs::LogGroup'));
    expect(logGroups.length).toBe(routeList.length + 1);
    for (const group of logGroups) expect(group.Properties.RetentionInDays).toEqual(expect.any(Number));
  });
});
