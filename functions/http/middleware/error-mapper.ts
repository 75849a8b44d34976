// Turns any thrown error into a response: typed errors keep their status and message,
// anything else is a logged 500 with the request id and no details for the client.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { HttpError } from '../../lib/http-errors';
import { jsonResponse } from '../../lib/http-response';
import { logger } from '../../lib/logger';
import { clearedHintFor } from '../signed-in-hint';

export function errorMapper(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error('Request failed', { error });
        const cookies = error.status === 401 ? clearedHintFor(request.event.cookies) : undefined;
        request.response = jsonResponse(error.status, { message: error.message, ...error.extra }, { headers: error.headers, cookies });
        return;
      }
      logger.error('Unhandled error', { error: error as Error });
      request.response = jsonResponse(500, {
        message: 'Something went wrong on our side. Please try again.',
        requestId: request.context.awsRequestId,
      });
    },
  };
}
