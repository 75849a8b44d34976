// Calls a manifest route's handler the way API Gateway would, without HTTP: the tests' way into the
// real handlers, middleware and DynamoDB Local. Sends the web client's CSRF header unless told not to.
import { buildPath, type AnyRoute } from '../../shared/api/define-route';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/api/csrf';
import { buildApiEvent } from '../../scripts/local/api-event';
import { runRoute } from '../../scripts/local/api-router';

export interface InvokeOptions {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Cookie name -> value. */
  cookies?: Record<string, string>;
  /** Extra or replacement headers; an empty string removes a default one. */
  headers?: Record<string, string>;
  sourceIp?: string;
}

export interface InvokeResult {
  status: number;
  // Tests read any field of the JSON body.
  body: any;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The Set-Cookie values. */
  cookies: string[];
}

export async function invoke(route: AnyRoute, options: InvokeOptions = {}): Promise<InvokeResult> {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'user-agent': 'vitest' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === '') delete headers[name.toLowerCase()];
    else headers[name.toLowerCase()] = value;
  }
  const path = buildPath(route.path, options.params);
  const result = await runRoute(
    route,
    buildApiEvent({
      method: route.method,
      path,
      routePath: route.path,
      pathParameters: options.params,
      rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
      headers,
      cookies: Object.entries(options.cookies ?? {}).map(([name, value]) => `${name}=${value}`),
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      sourceIp: options.sourceIp,
    }),
  );
  const responseHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const text = result.body ?? '';
  let body: unknown = text;
  if (text && (responseHeaders['content-type'] ?? '').includes('application/json')) body = JSON.parse(text);
  return { status: result.statusCode ?? 200, body, headers: responseHeaders, cookies: result.cookies ?? [] };
}

/** The value a Set-Cookie in the result gives a cookie (empty string when it clears it), or null. */
export function cookieFrom(result: InvokeResult, name: string): string | null {
  const cookie = result.cookies.find((c) => c.startsWith(`${name}=`));
  return cookie === undefined ? null : cookie.slice(name.length + 1).split(';')[0]!;
}
