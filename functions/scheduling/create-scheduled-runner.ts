// Builds a scheduled job's Lambda handler: logging with the invocation's context and the job input
// (what its schedule carries) validated, so a malformed schedule fails loudly and is retried by the
// scheduler, then parked in its dead-letter queue.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { logger } from '../lib/logger';

export type ScheduledRunner = ((input: unknown, context: Context) => Promise<void>) & {
  /** The same validation and work as of a given moment: how the local scheduler's clock reaches it. */
  runAt(input: unknown, now: Date): Promise<void>;
};

export function createScheduledRunner<Schema extends z.ZodMiniType>(schema: Schema, run: (job: z.infer<Schema>, now: Date) => Promise<unknown>): ScheduledRunner {
  const runAt = async (input: unknown, now: Date) => {
    await run(schema.parse(input ?? {}), now);
  };
  const handler = middy<unknown, void, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler((input) => runAt(input, new Date()));
  return Object.assign(handler as unknown as (input: unknown, context: Context) => Promise<void>, { runAt });
}
