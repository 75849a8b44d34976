// Finds the manifest route for a request and runs its handler module, the one the CDK API stack
// deploys as that route's Lambda. Handlers are imported on first use.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { pathToFileURL } from 'node:url';
import { matchPath, type AnyRoute, type HttpMethod } from '../../shared/api/define-route';
import { routeList } from '../../shared/api/manifest';
import { handlerEntry } from '../../infra/lambda/paths';
import { lambdaContext } from './api-event';

type ApiHandler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContext>) => Promise<APIGatewayProxyStructuredResultV2>;

const loaded = new Map<string, Promise<ApiHandler>>();

/** Literal paths win over parameters, as in API Gateway (/api/user/email before /api/user/{id}). */
const byPrecedence = [...routeList].sort((a, b) => paramCount(a) - paramCount(b));

function paramCount(route: AnyRoute): number {
  return (route.path.match(/\{/g) ?? []).length;
}

export interface RouteMatch {
  route: AnyRoute;
  pathParameters: Record<string, string>;
}

/** The route for a method and path; `allowed` lists the methods the path has when none match. */
export function findRoute(method: string, path: string): RouteMatch | { route: null; allowed: HttpMethod[] } {
  const allowed: HttpMethod[] = [];
  for (const route of byPrecedence) {
    const pathParameters = matchPath(route.path, path);
    if (!pathParameters) continue;
    if (route.method === method) return { route, pathParameters };
    allowed.push(route.method);
  }
  return { route: null, allowed };
}

export function loadHandler(route: AnyRoute): Promise<ApiHandler> {
  let handler = loaded.get(route.handler);
  if (!handler) {
    handler = import(pathToFileURL(handlerEntry(route.handler)).href).then((module: { handler?: ApiHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`functions/handlers/${route.handler}.ts exports no handler`);
      return module.handler;
    });
    loaded.set(route.handler, handler);
  }
  return handler;
}

export async function runRoute(route: AnyRoute, event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const handler = await loadHandler(route);
  return handler(event, lambdaContext(route.name));
}
