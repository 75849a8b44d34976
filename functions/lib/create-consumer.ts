// Builds an EventBridge consumer: logging with the event id, and the detail validated against the
// schema of its detail type. A handler error fails the invocation so EventBridge (or the local bus)
// retries it and, in the end, parks it in the dead-letter queue.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { logger } from './logger';

export type BusEvent = EventBridgeEvent<string, unknown>;
export type ConsumerHandler = (event: BusEvent, context: Context) => Promise<void>;

export function createConsumer(handle: (event: BusEvent) => Promise<void>): ConsumerHandler {
  const handler = middy<BusEvent, void, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: async (request) => {
        logger.appendKeys({ eventId: request.event.id, detailType: request.event['detail-type'] });
      },
    })
    .handler(handle);
  return handler as unknown as ConsumerHandler;
}
