// The HTTP API: one Lambda and one route per entry of the route manifest, each with exactly the
// access its entry declares; stage-wide throttling and JSON access logs.
import { Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
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
import { handlerEntry, requireModule } from '../lambda/paths';
import { ServiceFunction } from '../lambda/service-function';

export interface HttpApiProps {
  readonly config: AppConfig;
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly routes: readonly AnyRoute[];
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
    this.routeFunctions = props.routes.map((route) => this.addRoute(route, props));
  }

  private addRoute(route: AnyRoute, { config, table, bus }: HttpApiProps): RouteFunction {
    const scope = new Construct(this, route.name);
    const handler = new ServiceFunction(scope, 'Handler', {
      config,
      entry: requireModule(handlerEntry(route.handler), `Route ${route.name}`),
      description: `${routeKeyOf(route)} (${route.handler})`,
      timeout: Duration.seconds(10),
    });
    const fn = handler.function;
    bindTable(fn, table, route.table);
    if (routePublishesEvents(route)) bindEventBus(fn, bus);
    if (route.sendsEmail) bindEmailSending(fn, config);
    if (route.usesPlaces) bindPlacesAutocomplete(fn);

    new HttpRoute(scope, 'Route', {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', fn),
    });
    return { route, function: fn };
  }
}
