// Turns any thrown error into a response: typed errors keep their status and message,
// anything else is a logged 500 with the request id and no details for the client.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { TransactionCancelledError } from '../../data/transact';
import { HttpError } from '../../lib/http-errors';
import { jsonResponse } from '../../lib/http-response';
import { logger } from '../../lib/logger';
import { clearedHintFor } from '../signed-in-hint';

export const BUSY_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

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
      // Writes on one item at the same moment (ten taps of one button) that kept losing to each other
      // after transactWrite's retries: nothing was written, so "try again" is the true answer (decision 236).
      if (error instanceof TransactionCancelledError && error.conflictOnly) {
        logger.warn('Transaction kept losing to concurrent ones', { error });
        request.response = jsonResponse(409, { message: BUSY_MESSAGE });
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
