// Builds the API Gateway HTTP API (payload 2.0) event a Lambda receives, so handlers run locally and
// in tests exactly as they run behind API Gateway.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { HttpMethod } from '../../shared/api/define-route';

export interface ApiRequest {
  method: HttpMethod;
  /** The path as the client sent it, e.g. /api/check-username/sam. */
  path: string;
  /** The route path from the manifest, e.g. /api/check-username/{username}. */
  routePath: string;
  pathParameters?: Record<string, string>;
  /** Without the leading '?'. */
  rawQueryString?: string;
  /** Header names in any case; API Gateway hands them over in lower case. */
  headers?: Record<string, string>;
  /** name=value pairs, as API Gateway splits the Cookie header. */
  cookies?: string[];
  body?: string;
  sourceIp?: string;
}

export function buildApiEvent(request: ApiRequest): APIGatewayProxyEventV2 {
  const now = new Date();
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  const rawQueryString = request.rawQueryString ?? '';
  const routeKey = `${request.method} ${request.routePath}`;
  const query = queryParameters(rawQueryString);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: request.path,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
  if (request.cookies?.length) event.cookies = request.cookies;
  if (query) event.queryStringParameters = query;
  if (request.pathParameters && Object.keys(request.pathParameters).length) event.pathParameters = request.pathParameters;
  if (request.body !== undefined && request.body !== '') event.body = request.body;
  return event;
}

/** API Gateway joins repeated query parameters with commas. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    result[name] = name in result ? `${result[name]},${value}` : value;
  }
  return result;
}

/** Splits a Cookie header into the name=value list API Gateway passes as `cookies`. */
export function splitCookieHeader(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The Lambda context fields our middleware reads (request id, function name, remaining time). */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-2:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
