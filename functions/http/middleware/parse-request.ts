// Parses the JSON body, query string and path parameters and validates each against the route's
// zod schemas, so a handler only ever sees valid input. Bad input is a 400 with the field messages.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AnyRoute } from '../../../shared/api/define-route';
import { BadRequestError } from '../../lib/http-errors';
import { chainState } from '../chain-state';
import { validationError } from '../../lib/validation-error';
import '../../lib/zod-messages';

const MAX_BODY_BYTES = 64 * 1024;

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw new BadRequestError('Request body is too large');
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError('Request body must be valid JSON');
  }
}

function validate(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

export function parseRequest(route: AnyRoute): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async (request) => {
      const state = chainState(request.event);
      const { event } = request;
      const body = readJsonBody(event);
      if (route.body && body === undefined) throw new BadRequestError('Request body is required');
      state.body = validate(route.body, body);
      state.query = validate(route.query, event.queryStringParameters ?? {});
      state.params = validate(route.params, event.pathParameters ?? {});
    },
  };
}
