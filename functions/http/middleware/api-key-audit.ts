// Every call made with an API key is an audit record under the key's name, answered or refused
// (decision 274): put before the error mapper in the chain, so it sees the status that mapper set.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { AnyRoute } from '../../../shared/api/define-route';
import { recordAudit } from '../../audit/record-audit';
import { findChainState } from '../chain-state';

/** How an API key's calls read in the activity log's user column. */
export function apiKeyUsername(name: string): string {
  return `API key: ${name}`;
}

export function apiKeyAudit(route: AnyRoute): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context> {
  const record = async (request: { event: APIGatewayProxyEventV2; response?: APIGatewayProxyStructuredResultV2 | null }) => {
    const state = findChainState(request.event);
    const key = state?.caller.session?.apiKey;
    if (!state || !key) return;
    const status = request.response?.statusCode ?? 500;
    const { event } = request;
    await recordAudit({
      action: 'api_call',
      details: `${route.method} ${event.rawPath} (${route.name}) with API key "${key.name}" (${key.id}): ${status}`,
      caller: state.caller,
      username: apiKeyUsername(key.name),
      request: { route: route.name, method: route.method, path: event.rawPath, status },
      now: state.now,
    });
  };
  return { after: record, onError: record };
}
