// What a handler receives: the validated input and who is calling.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AnyRoute } from '../../shared/api/define-route';
import type { Caller } from '../accounts/caller';

export type { Caller };

type Infer<S> = [NonNullable<S>] extends [z.ZodMiniType] ? z.infer<NonNullable<S>> : undefined;

/** A signed-in route's handler always has a session: the session guard answered 401 otherwise. */
type SessionOf<R extends AnyRoute> = 'public' extends R['auth'] ? Caller['session'] : NonNullable<Caller['session']>;

export interface RequestContext<R extends AnyRoute> extends Omit<Caller, 'session'> {
  session: SessionOf<R>;
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  now: Date;
  event: APIGatewayProxyEventV2;
}

export interface JsonResult<R extends AnyRoute> {
  status?: number;
  body: z.infer<R['response']>;
  cookies?: string[];
  headers?: Record<string, string>;
  /** A manager approved this admin write with their passcode: its audit record names them too (decision 268). */
  approvedBy?: { userId: string; username: string };
}

/** A file to download (a PDF invoice) instead of JSON: sent base64-encoded, as API Gateway wants binary. */
export interface FileResult {
  file: { contentType: string; filename: string; bytes: Uint8Array };
}

export type HandlerResult<R extends AnyRoute> = JsonResult<R> | FileResult;

/** Internal state the middlewares hand to each other on middy's request object. */
export interface ChainState {
  caller: Caller;
  body: unknown;
  query: unknown;
  params: unknown;
  now: Date;
}
