// State-changing requests must carry the API client's custom header and, when the browser sends an
// Origin, it must be the site's own (locally: any name of the same server). A cross-site form or
// fetch can do neither. An API key's call carries no cookie, so it needs neither: the session guard
// checks its bearer header instead (decision 274).
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { ForbiddenError } from '../../lib/http-errors';
import { isSiteOrigin } from '../../lib/site-origin';
import { isBearerCall } from '../api-key-auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfGuard(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request) => {
      const { event } = request;
      if (SAFE_METHODS.has(event.requestContext.http.method) || isBearerCall(event)) return;
      const headers = event.headers ?? {};
      if (headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        throw new ForbiddenError('Request blocked: missing the application header');
      }
      const origin = headers.origin;
      if (origin !== undefined && !isSiteOrigin(origin, event)) {
        throw new ForbiddenError('Request blocked: cross-site request');
      }
    },
  };
}
