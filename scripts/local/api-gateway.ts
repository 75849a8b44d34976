// Node HTTP <-> API Gateway HTTP API: turns a request under /api into the event API Gateway would
// send the route's Lambda, and writes the Lambda's result back the way API Gateway would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { HttpMethod } from '../../shared/api/define-route';
import { loadEdgeFunction } from '../../infra/edge/load-edge-function';
import { buildApiEvent, splitCookieHeader } from './api-event';
import { findRoute, runRoute } from './api-router';

/** API Gateway's own payload limit is 10 MB; nothing this API takes comes close to 1 MB. */
const MAX_BODY_BYTES = 1024 * 1024;
const viewerHost = loadEdgeFunction('viewer-host.js');

export async function handleApiRequest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const match = findRoute(req.method ?? 'GET', url.pathname);
  if (!match.route) {
    if (match.allowed.length) return sendJson(res, 405, { message: 'Method not allowed' }, { allow: match.allowed.join(', ') });
    return sendJson(res, 404, { message: 'Not found' });
  }
  const body = await readBody(req);
  if (body === null) return sendJson(res, 413, { message: 'Request body too large' });
  const event = buildApiEvent({
    method: match.route.method as HttpMethod,
    path: url.pathname,
    routePath: match.route.path,
    pathParameters: match.pathParameters,
    rawQueryString: url.search.slice(1),
    headers: viewerHeaders(req),
    cookies: splitCookieHeader(req.headers.cookie),
    body,
    sourceIp: clientIp(req),
  });
  let result: APIGatewayProxyStructuredResultV2;
  try {
    result = await runRoute(match.route, event);
  } catch (error) {
    // A handler that throws past its error mapper is what API Gateway reports as a 500.
    console.error(`[api] ${match.route.name} failed`, error);
    return sendJson(res, 500, { message: 'Internal Server Error' });
  }
  writeResult(res, result);
}

/** The request headers after the CloudFront Function on the /api/* behaviour has run. */
function viewerHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, { value: string }> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = { value: Array.isArray(value) ? value.join(',') : value };
  }
  const edited = viewerHost({ viewer: { ip: clientIp(req) }, request: { method: req.method ?? 'GET', uri: req.url ?? '/', querystring: {}, headers } });
  const out: Record<string, string> = {};
  if ('headers' in edited && edited.headers) for (const [name, entry] of Object.entries(edited.headers)) out[name] = entry.value;
  return out;
}

function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body === undefined ? '' : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
