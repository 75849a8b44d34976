// Small readers over synthesised templates that the assertions library has no one-liner for.
import type { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Each template's resources by type, found once: a template does not change, and `findResources`
 *  matches every resource of it, which per route over 300 routes was most of the infra tests' time. */
const foundByType = new WeakMap<Template, Map<string, Readonly<Record<string, CfnResource>>>>();

export function resourcesOfType(template: Template, type: string): Readonly<Record<string, CfnResource>> {
  let types = foundByType.get(template);
  if (!types) foundByType.set(template, (types = new Map()));
  let found = types.get(type);
  if (!found) types.set(type, (found = template.findResources(type) as Record<string, CfnResource>));
  return found;
}

/** Logical id of the resource that an `{ "Fn::GetAtt": [id, attr] }` or `{ Ref: id }` points at. */
export function referencedId(value: unknown): string {
  const ref = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  const id = ref.Ref ?? ref['Fn::GetAtt']?.[0];
  if (!id) throw new Error(`Not a reference: ${JSON.stringify(value)}`);
  return id;
}

/** The logical id of the Lambda function an HTTP API route key is integrated with. */
export function functionOfRoute(template: Template, routeKey: string): string {
  const routes = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).filter(
    (route) => route.Properties.RouteKey === routeKey,
  );
  if (routes.length !== 1) throw new Error(`Expected one route ${routeKey}, found ${routes.length}`);
  const target = routes[0]!.Properties.Target as { 'Fn::Join': [string, unknown[]] };
  const integrationId = referencedId(target['Fn::Join'][1][1]);
  const integration = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration')[integrationId];
  if (!integration) throw new Error(`Route ${routeKey} targets no integration in this template`);
  return referencedId(integration.Properties.IntegrationUri);
}

/** Every IAM statement attached to the role the function runs as. */
export function statementsOfFunction(template: Template, functionId: string): PolicyStatement[] {
  const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId];
  if (!fn) throw new Error(`No function ${functionId}`);
  const roleId = referencedId(fn.Properties.Role);
  return Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => referencedId(role) === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: PolicyStatement[] }).Statement);
}

export function actionsOf(statements: readonly PolicyStatement[]): string[] {
  return statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
}

export function environmentOf(template: Template, functionId: string): Record<string, unknown> {
  const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId];
  return ((fn?.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {});
}
