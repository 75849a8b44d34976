// State-changing requests must carry the API client's custom header and, when the browser sends an
// Origin, it must be the site's own. A cross-site form or fetch can do neither.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { ForbiddenError } from '../http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfGuard(siteOrigin: string): MiddlewareObj<APIGatewayProxyEventV2> {
  const allowedOrigin = new URL(siteOrigin).origin;
  return {
    before: async (request) => {
      const { method } = request.event.requestContext.http;
      if (SAFE_METHODS.has(method)) return;
      const headers = request.event.headers ?? {};
      if (headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        throw new ForbiddenError('Request blocked: missing the application header');
      }
      const origin = headers.origin;
      if (origin !== undefined && origin !== allowedOrigin) {
        throw new ForbiddenError('Request blocked: cross-site request');
      }
    },
  };
}
