// Middy hands middlewares the request but the handler only the event, so the state the
// middlewares build is kept per event here.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientIpOf } from '../lib/client-ip';
import type { ChainState } from './request-context';

const states = new WeakMap<APIGatewayProxyEventV2, ChainState>();

export function startChainState(event: APIGatewayProxyEventV2, requestId: string): ChainState {
  const state: ChainState = {
    now: new Date(),
    body: undefined,
    query: undefined,
    params: undefined,
    caller: {
      requestId,
      clientIp: clientIpOf(event),
      userAgent: event.headers?.['user-agent'] ?? '',
      sessionToken: null,
      session: null,
    },
  };
  states.set(event, state);
  return state;
}

/** The state when the chain has started it: for a step that may run before (the key call audit). */
export function findChainState(event: APIGatewayProxyEventV2): ChainState | undefined {
  return states.get(event);
}

export function chainState(event: APIGatewayProxyEventV2): ChainState {
  const state = states.get(event);
  if (!state) throw new Error('Chain state missing: createHandler must wrap the handler');
  return state;
}
