// What `npm run bench` measures: the main endpoints of the local stack, each with its target.
// Targets are for the local stack on the project's 2-core machine (handlers + DynamoDB Local), not
// for Lambda in the cloud; they catch a handler that got slower, not the cloud's own latency.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../shared/api/csrf';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Needs the benchmark user's session cookie. */
  signedIn?: boolean;
  body?: unknown;
  connections: number;
  seconds: number;
  /** The 99th percentile latency the scenario must stay within, in milliseconds. */
  p99TargetMs: number;
}

export const BENCH_PASSWORD = 'Harbour&Lights9';
export const BENCH_USERNAME = 'bench_user';

export const scenarios: readonly Scenario[] = [
  { name: 'Site shell (GET /)', method: 'GET', path: '/', connections: 10, seconds: 8, p99TargetMs: 50 },
  { name: 'Health (GET /api/health): the middleware chain alone', method: 'GET', path: '/api/health', connections: 10, seconds: 8, p99TargetMs: 50 },
  { name: 'Current user (GET /api/user): session and user reads', method: 'GET', path: '/api/user', signedIn: true, connections: 10, seconds: 8, p99TargetMs: 100 },
  {
    name: 'Page hit (POST /api/hit): validate, publish, record',
    method: 'POST',
    path: '/api/hit',
    body: { path: '/services', fullUrl: 'http://localhost/services', userAgent: 'bench', referrer: '', pageTitle: 'Services', loadTime: 120 },
    connections: 10,
    seconds: 8,
    p99TargetMs: 100,
  },
  { name: 'Username check (GET /api/check-username/{name})', method: 'GET', path: '/api/check-username/belfast_fixer', connections: 10, seconds: 8, p99TargetMs: 100 },
  { name: 'Address suggestions (GET /api/address-lookup?q=)', method: 'GET', path: '/api/address-lookup?q=BT7', connections: 10, seconds: 8, p99TargetMs: 150 },
  {
    // argon2id at 19 MiB and 2 passes is slow on purpose (SECURITY.md); this shows what a burst costs.
    name: 'Sign-in (POST /api/login): argon2id verification',
    method: 'POST',
    path: '/api/login',
    body: { username: BENCH_USERNAME, password: BENCH_PASSWORD },
    connections: 2,
    seconds: 8,
    p99TargetMs: 1000,
  },
];

export function requestHeaders(scenario: Scenario, sessionCookie: string): Record<string, string> {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (scenario.body !== undefined) headers['content-type'] = 'application/json';
  if (scenario.signedIn) headers.cookie = sessionCookie;
  return headers;
}
