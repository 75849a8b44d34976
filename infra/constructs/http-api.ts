// The HTTP API: one Lambda and one route per entry of the route manifest, each with exactly the
// access its entry declares; stage-wide throttling and JSON access logs. Each area's functions and
// routes sit in a nested stack of their own (CloudFormation allows 500 resources a stack; a route
// takes seven).
import { Duration, Fn, NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routePublishesEvents, type AnyRoute } from '../../shared/api/define-route';
import type { AppConfig } from '../config';
import { bindEmailSending, bindEventBus, bindPlacesAutocomplete, bindTable } from '../lambda/grants';
import { bindJobScheduling, bindPaymentSecrets, bindUploads } from '../lambda/platform-grants';
import { primeImportGraphs } from '../lambda/import-graph';
import { handlerEntry, requireModule } from '../lambda/paths';
import { ServiceFunction } from '../lambda/service-function';
import type { ScheduledJobFunction } from './scheduled-jobs';

interface RouteAccess {
  readonly config: AppConfig;
  readonly table: ITable;
  readonly bus: IEventBus;
  /** The scheduled jobs by name, for routes that declare `schedulesJob`. */
  readonly scheduledJobs: ReadonlyMap<string, ScheduledJobFunction>;
}

export interface HttpApiProps extends RouteAccess {
  /** The manifest's routes by area: `routeAreas`. */
  readonly areas: Readonly<Record<string, Readonly<Record<string, AnyRoute>>>>;
}

export interface RouteFunction {
  readonly route: AnyRoute;
  readonly function: NodejsFunction;
}

/** Stage-wide limits, far above a repair shop's traffic, low enough to cap a runaway client's bill. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * One JSON line per request. The route key, not the path: paths carry tokens (password reset,
 * email verification) that must not sit in logs.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  sourceIp: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
} as const;

/** `DeviceDrs-<stage>-<RouteName>`: known before deploy, so the dashboard names it without an export. */
export function routeFunctionName(config: Pick<AppConfig, 'stackPrefix'>, route: Pick<AnyRoute, 'name'>): string {
  return `${config.stackPrefix}-${route.name}`;
}

export function routeKeyOf(route: Pick<AnyRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly routeFunctions: readonly RouteFunction[];
  /** execute-api host name, for CloudFront's /api/* origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const { config } = props;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Device DRS /api, reached through CloudFront on the site origin',
      createDefaultStage: false,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.retainData ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    // Every route's import graph (its native addons, its data files) read in one esbuild run (decision 375).
    primeImportGraphs(Object.values(props.areas).flatMap((routes) => Object.values(routes).map((route) => requireModule(handlerEntry(route.handler), `Route ${route.name}`))));
    this.routeFunctions = Object.entries(props.areas).flatMap(([area, routes]) => {
      const group = new NestedStack(this, `${area[0]!.toUpperCase()}${area.slice(1)}Routes`, {
        description: `Device DRS /api: the ${area} area's functions and routes`,
      });
      return Object.values(routes).map((route) => this.addRoute(group, route, props));
    });
  }

  private addRoute(group: Construct, route: AnyRoute, { config, table, bus, scheduledJobs }: RouteAccess): RouteFunction {
    const scope = new Construct(group, route.name);
    const handler = new ServiceFunction(scope, 'Handler', {
      config,
      entry: requireModule(handlerEntry(route.handler), `Route ${route.name}`),
      description: `${routeKeyOf(route)} (${route.handler})`,
      timeout: Duration.seconds(10),
      functionName: routeFunctionName(config, route),
      publishesEvents: routePublishesEvents(route),
      readsParameters: route.usesPayments ?? false,
    });
    const fn = handler.function;
    bindTable(fn, table, route.table);
    if (routePublishesEvents(route)) bindEventBus(fn, bus);
    if (route.sendsEmail) bindEmailSending(fn, config);
    if (route.usesPlaces) bindPlacesAutocomplete(fn);
    if (route.usesPayments) bindPaymentSecrets(fn, config);
    if (route.uploads) bindUploads(fn, config, route.uploads);
    if (route.schedulesJob) {
      const job = scheduledJobs.get(route.schedulesJob);
      if (!job) throw new Error(`Route ${route.name}: no scheduled job ${route.schedulesJob} in shared/scheduled-jobs.ts`);
      bindJobScheduling(fn, job);
    }

    new HttpRoute(scope, 'Route', {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', fn),
    });
    return { route, function: fn };
  }
}
