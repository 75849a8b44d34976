// The one way the browser calls /api: credentials and the CSRF header on every request, replies
// parsed with the manifest's schemas, failures turned into the spec's errors and app events.
import type * as z from 'zod/mini';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { buildPath, type HttpMethod, type RouteDefinition } from '../../../shared/api/define-route';
import {
  ApiError,
  CONNECTION_ERROR_MESSAGE,
  EMPTY_BODY_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-error';
import { emitAppEvent } from './hub-events';

/** A schema slot left at its default: the route declares no such input. */
type Undeclared<S> = z.ZodMiniType extends S ? true : false;

type InputPart<Key extends string, S> =
  Undeclared<S> extends true ? { readonly [K in Key]?: never } : { readonly [K in Key]: z.input<S> };

export type ApiCallOptions<R> =
  R extends RouteDefinition<infer Body, infer Query, infer Params, z.ZodMiniType>
    ? InputPart<'body', Body> & InputPart<'query', Query> & InputPart<'params', Params> & { readonly signal?: AbortSignal }
    : never;

type ApiCallArgs<R> = object extends ApiCallOptions<R> ? [options?: ApiCallOptions<R>] : [options: ApiCallOptions<R>];

export type ApiResponse<R> = R extends RouteDefinition<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer Response> ? z.output<Response> : never;

/** Calls a manifest route and returns its reply, parsed with the route's response schema. */
export async function apiCall<R extends RouteDefinition>(route: R, ...[options]: ApiCallArgs<R>): Promise<ApiResponse<R>> {
  const opts = (options ?? {}) as { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown>; signal?: AbortSignal };
  const params = Object.fromEntries(Object.entries(opts.params ?? {}).map(([key, value]) => [key, String(value)]));
  const url = buildPath(route.path, params) + queryString(opts.query);
  const { status, body } = await send(route.method, url, opts.body, opts.signal);
  const parsed = route.response.safeParse(body);
  if (!parsed.success) throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, status, body);
  return parsed.data as ApiResponse<R>;
}

/** The general helper: any method and path, an optional JSON body, the reply's JSON unchecked. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  return (await send(method, path, body, signal)).body;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(method: HttpMethod, url: string, body: unknown, signal: AbortSignal | undefined) {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(CONNECTION_ERROR_MESSAGE, 0, undefined);
  }
  if (!response.ok) throw await errorFromResponse(response);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(CONNECTION_ERROR_MESSAGE, response.status, undefined);
  }
  return { status: response.status, body: parseBody(text) };
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The message a failed response carries: JSON `message`, else the text, without a 'message:' or 'error:' lead. */
function messageFromBody(text: string, body: unknown): string {
  let message = text;
  if (typeof body === 'object' && body !== null) {
    const fields = body as { message?: unknown; error?: unknown };
    if (typeof fields.message === 'string') message = fields.message;
    else if (typeof fields.error === 'string') message = fields.error;
  }
  const cleaned = message.replace(/^\s*(?:message|error)\s*:\s*/i, '').trim();
  return cleaned === '' ? EMPTY_BODY_MESSAGE : cleaned;
}

/** Applies the spec's error rules (section 8) to a non-OK response, raising the app events they name. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const { status } = response;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return new ApiError(`${status}: ${CONNECTION_ERROR_MESSAGE}`, status, undefined);
  }
  const body = parseBody(text);
  const message = messageFromBody(text, body);
  if (status === 401) {
    const serverMessage = text.trim() === '' ? NOT_AUTHENTICATED_MESSAGE : message;
    emitAppEvent({ name: 'unauthorized', message: serverMessage });
    return new ApiError(serverMessage, status, body);
  }
  if (status === 403 && text.includes('Admin access required')) {
    emitAppEvent({ name: 'access-denied', message });
    return new ApiError(message, status, body, 'ADMIN_ACCESS_DENIED');
  }
  // The shop requires two-factor sign-in for staff and this member has none yet (decision 258).
  if (status === 403 && (body as { twoFactorSetupRequired?: unknown } | undefined)?.twoFactorSetupRequired === true) {
    emitAppEvent({ name: 'two-factor-setup-required', message });
    return new ApiError(message, status, body);
  }
  if (status === 423 && text.includes('Admin session timeout')) {
    emitAppEvent({ name: 'admin-session-timeout', message });
    return new ApiError(message, status, body, 'ADMIN_SESSION_TIMEOUT');
  }
  return new ApiError(`${status}: ${message}`, status, body);
}
