// Builds a scheduled job's Lambda handler: logging with the invocation's context and the job input
// (what its schedule carries) validated, so a malformed schedule fails loudly and is retried by the
// scheduler, then parked in its dead-letter queue.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { logger } from '../lib/logger';

export type ScheduledRunner = (input: unknown, context: Context) => Promise<void>;

export function createScheduledRunner<Schema extends z.ZodMiniType>(schema: Schema, run: (job: z.infer<Schema>, now: Date) => Promise<unknown>): ScheduledRunner {
  const handler = middy<unknown, void, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (input) => {
      await run(schema.parse(input ?? {}), new Date());
    });
  return handler as unknown as ScheduledRunner;
}
