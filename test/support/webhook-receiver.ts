// A small webhook receiver for the tests (node:http), verifying signatures the way docs/api/webhooks.md
// tells a shop's developer to: HMAC-SHA256 of "<t>.<body>" with the endpoint's secret, a timestamp at
// most 5 minutes old, and each delivery id accepted once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOLERANCE_SECONDS = 300;

export type Verdict = 'ok' | 'bad signature' | 'too old' | 'replayed';

/** The docs' verification, with the receiver's memory of ids it has processed. */
export function verify(secret: string, headers: IncomingHttpHeaders, body: string, seen: Set<string>, now = Date.now()): Verdict {
  const parts = Object.fromEntries(String(headers['x-drs-signature'] ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  if (given.length !== 32 || !timingSafeEqual(given, Buffer.from(expected, 'hex'))) return 'bad signature';
  if (Math.abs(now / 1000 - Number(parts.t)) > TOLERANCE_SECONDS) return 'too old';
  if (seen.has(String(headers['x-drs-webhook-id']))) return 'replayed';
  return 'ok';
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  verdict: Verdict;
  status: number;
}

export interface Route {
  secret?: string;
  /** The status to answer next; 200 once verified when it says nothing. */
  answer?: () => number;
}

export interface Receiver {
  url(path: string): string;
  routes: Map<string, Route>;
  received: Received[];
  /** The ids each path (each endpoint: a real receiver is one) has processed. */
  seen(path: string): Set<string>;
  /** Sets the receiver's clock (ms), for tests that move time through the retries; null for the real one. */
  setClock(at: number | null): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const routes = new Map<string, Route>();
  const received: Received[] = [];
  let clock: number | null = null;
  const seenByPath = new Map<string, Set<string>>();
  const seen = (path: string) => seenByPath.get(path) ?? seenByPath.set(path, new Set()).get(path)!;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      const route = routes.get(path);
      const verdict = route?.secret ? verify(route.secret, request.headers, body, seen(path), clock ?? Date.now()) : 'bad signature';
      const wanted = route?.answer?.() ?? 200;
      const status = verdict === 'ok' ? wanted : 400;
      // An id is remembered once processed, so a retry of a failed one still counts.
      if (status === 200) seen(path).add(String(request.headers['x-drs-webhook-id']));
      received.push({ path, headers: request.headers, body, verdict, status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    routes,
    received,
    seen,
    setClock: (at) => {
      clock = at;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
