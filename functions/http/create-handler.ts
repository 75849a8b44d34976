// Builds a Lambda handler for one manifest route: the one middy chain every endpoint shares.
// Order matters: CSRF and auth run before the input is parsed, so a visitor gets 401 rather than
// a validation message from an admin endpoint; the error mapper answers for every step.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { isAdminWrite, type AnyRoute } from '../../shared/api/define-route';
import { recordAudit } from '../audit/record-audit';
import { chainState, startChainState } from './chain-state';
import { fileResponse, jsonResponse } from '../lib/http-response';
import { logger } from '../lib/logger';
import { csrfGuard } from './middleware/csrf-guard';
import { apiKeyAudit } from './middleware/api-key-audit';
import { errorMapper } from './middleware/error-mapper';
import { parseRequest } from './middleware/parse-request';
import { sessionGuard } from './middleware/session-guard';
import { hidesCosts, withoutCosts } from './hide-costs';
import { withSignedInHint } from './signed-in-hint';
import type { HandlerResult, RequestContext } from './request-context';

export type RouteHandler<R extends AnyRoute> = (context: RequestContext<R>) => Promise<HandlerResult<R>>;

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export function createHandler<R extends AnyRoute>(route: R, handle: RouteHandler<R>): LambdaHandler {
  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>().use(injectLambdaContext(logger, { resetKeys: true }));
  // Only admin routes answer to API keys, and each of them may publish (decision 274): the other
  // bundles leave the key call audit out, as they do the admin write's.
  if (process.env.DRS_BUNDLE_PUBLISHES_EVENTS !== 'false') chain.use(apiKeyAudit(route));
  const handler = chain
    .use(errorMapper())
    .use({ before: async (request) => void startChainState(request.event, request.context.awsRequestId) })
    .use(csrfGuard())
    .use(sessionGuard(route))
    .use(parseRequest(route))
    .handler(async (event) => {
      const state = chainState(event);
      const result = await handle({
        ...state.caller,
        body: state.body,
        query: state.query,
        params: state.params,
        now: state.now,
        event,
      } as RequestContext<R>);
      if ('file' in result) return fileResponse(result.file);
      // Parsing the reply strips anything the schema does not list, so no stray field leaks.
      const parsed = route.response.parse(result.body);
      const body = hidesCosts(state.caller.session) ? withoutCosts(parsed) : parsed;
      const status = result.status ?? route.successStatus ?? 200;
      // 'false' in the bundle of a route that may not publish, which is never an admin write: esbuild
      // then drops the audit path, its schemas and the publisher from that bundle (decision 023).
      if (process.env.DRS_BUNDLE_PUBLISHES_EVENTS !== 'false') {
        // A key's call is its own audit record (./middleware/api-key-audit.ts), not one more.
        if (isAdminWrite(route) && status < 400 && !state.caller.session?.apiKey) await auditAdminWrite(route, event, state, status, result.approvedBy);
      }
      return jsonResponse(status, body, {
        headers: result.headers,
        cookies: withSignedInHint(result.cookies),
      });
    });
  return handler as unknown as LambdaHandler;
}

/** Every successful admin write is an audit record: who, which route, method, path and status; never the body. */
async function auditAdminWrite(
  route: AnyRoute,
  event: APIGatewayProxyEventV2,
  state: ReturnType<typeof chainState>,
  status: number,
  approvedBy: { userId: string; username: string } | undefined,
): Promise<void> {
  const { caller } = state;
  await recordAudit({
    action: 'admin_write',
    details: `${route.method} ${event.rawPath} (${route.name})${approvedBy ? `, approved by ${approvedBy.username}` : ''}`,
    caller,
    userId: caller.session?.userId ?? null,
    request: { route: route.name, method: route.method, path: event.rawPath, status },
    ...(approvedBy ? { approvedBy } : {}),
  });
}
