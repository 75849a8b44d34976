import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { defineRoute } from '../../../shared/api/define-route';
import { routes } from '../../../shared/api/manifest';
import { apiCall, apiRequest } from '../../../frontend/src/lib/api-client';
import { ApiError } from '../../../frontend/src/lib/api-error';
import { onAppEvent, type AppEvent } from '../../../frontend/src/lib/hub-events';

const user = {
  id: '01HZX',
  firstName: 'Aoife',
  lastName: 'Murphy',
  email: 'aoife@example.com',
  phone: '07700900123',
  username: 'aoifem',
  role: 'customer',
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: '2025-01-01T10:00:00.000Z',
};

const updateDevice = defineRoute({
  name: 'TestUpdateDevice',
  summary: 'Renames a device (a route of this test only)',
  method: 'PATCH',
  path: '/api/devices/{deviceId}',
  auth: 'customer',
  handler: 'test/update-device',
  table: 'readwrite',
  params: z.object({ deviceId: z.string() }),
  query: z.object({ notify: z.optional(z.string()) }),
  body: z.object({ nickname: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

type FetchStub = ReturnType<typeof vi.fn<typeof fetch>>;
let fetchStub: FetchStub;
let events: AppEvent[];
let stopListening: () => void;

function reply(status: number, body: string, contentType = 'application/json'): Response {
  return new Response(body === '' ? null : body, { status, headers: { 'content-type': contentType } });
}

/** A response whose body cannot be read, as when the connection drops mid-body. */
function unreadable(status: number): Response {
  const response = new Response('x', { status });
  vi.spyOn(response, 'text').mockRejectedValue(new TypeError('network error'));
  return response;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  fetchStub = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchStub);
  events = [];
  stopListening = onAppEvent((event) => events.push(event));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiCall requests', () => {
  it('sends credentials and the CSRF header on a GET', async () => {
    fetchStub.mockResolvedValue(reply(200, JSON.stringify(user)));

    await apiCall(routes.getUser);

    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/user');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(init?.body).toBeUndefined();
  });

  it('fills path parameters, adds the query string and sends the body as JSON', async () => {
    fetchStub.mockResolvedValue(reply(200, '{"ok":true}'));

    await apiCall(updateDevice, { params: { deviceId: 'ph one/1' }, query: { notify: 'yes' }, body: { nickname: 'Work phone' } });

    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/devices/ph%20one%2F1?notify=yes');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"nickname":"Work phone"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
  });

  it('returns the reply parsed with the route schema, dropping fields it does not list', async () => {
    fetchStub.mockResolvedValue(reply(200, JSON.stringify({ ...user, passwordHash: 'secret' })));

    const result = await apiCall(routes.getUser);

    expect(result).toEqual(user);
  });

  it('rejects a success reply that does not match the route schema', async () => {
    fetchStub.mockResolvedValue(reply(200, '<!doctype html><p>index</p>', 'text/html'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('Unexpected response from the server. Please try again.');
    expect(error.status).toBe(200);
  });

  it('the general helper sends any method with a JSON body and returns the JSON reply', async () => {
    fetchStub.mockResolvedValue(reply(200, '{"done":1}'));

    const result = await apiRequest('POST', '/api/logout', { reason: 'user' });

    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/logout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"reason":"user"}');
    expect((init?.headers as Record<string, string>)[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(result).toEqual({ done: 1 });
  });
});

describe('apiCall error rules (spec section 8)', () => {
  it('401 raises the unauthorized event and fails with the server message', async () => {
    fetchStub.mockResolvedValue(reply(401, '{"message":"Not authenticated"}'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('Not authenticated');
    expect(error.status).toBe(401);
    expect(events).toEqual([{ name: 'unauthorized', message: 'Not authenticated' }]);
  });

  it('401 with an empty body still fails with Not authenticated', async () => {
    fetchStub.mockResolvedValue(reply(401, ''));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('Not authenticated');
    expect(events.map((event) => event.name)).toEqual(['unauthorized']);
  });

  it("403 'Admin access required' raises access-denied with code ADMIN_ACCESS_DENIED", async () => {
    fetchStub.mockResolvedValue(reply(403, '{"message":"Admin access required"}'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.code).toBe('ADMIN_ACCESS_DENIED');
    expect(error.message).toBe('Admin access required');
    expect(events.map((event) => event.name)).toEqual(['access-denied']);
  });

  it('any other 403 is an ordinary failure without an event', async () => {
    fetchStub.mockResolvedValue(reply(403, '{"message":"Forbidden"}'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('403: Forbidden');
    expect(error.code).toBeUndefined();
    expect(events).toEqual([]);
  });

  it("423 'Admin session timeout' raises admin-session-timeout with code ADMIN_SESSION_TIMEOUT", async () => {
    fetchStub.mockResolvedValue(reply(423, '{"message":"Admin session timeout"}'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.code).toBe('ADMIN_SESSION_TIMEOUT');
    expect(events.map((event) => event.name)).toEqual(['admin-session-timeout']);
  });

  it("other failures read '{status}: {message}' from the JSON message field", async () => {
    fetchStub.mockResolvedValue(reply(409, '{"message":"That username is taken"}'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('409: That username is taken');
    expect(events).toEqual([]);
  });

  it("removes a leading 'message:' from the JSON message", async () => {
    fetchStub.mockResolvedValue(reply(400, '{"message":"message: Phone is required"}'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('400: Phone is required');
  });

  it("removes a leading 'error:' from a plain-text body", async () => {
    fetchStub.mockResolvedValue(reply(500, 'error: Database unavailable', 'text/plain'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('500: Database unavailable');
  });

  it('uses a plain-text body as it is when it is not JSON', async () => {
    fetchStub.mockResolvedValue(reply(502, 'Bad Gateway', 'text/plain'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('502: Bad Gateway');
    expect(error.body).toBe('Bad Gateway');
  });

  it("an empty body becomes 'Request failed. Please try again.'", async () => {
    fetchStub.mockResolvedValue(reply(500, ''));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('500: Request failed. Please try again.');
    expect(error.body).toBeUndefined();
  });

  it("a body that cannot be read becomes 'Connection error. Please try again.'", async () => {
    fetchStub.mockResolvedValue(unreadable(503));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('503: Connection error. Please try again.');
  });

  it('a network failure becomes a connection error with no status', async () => {
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await failure(apiCall(routes.getUser));

    expect(error.message).toBe('Connection error. Please try again.');
    expect(error.status).toBe(0);
    expect(events).toEqual([]);
  });

  it('keeps the structured body for screens that need its extra fields', async () => {
    const body = { message: 'Please verify your email', emailVerificationRequired: true, email: 'aoife@example.com' };
    fetchStub.mockResolvedValue(reply(403, JSON.stringify(body)));

    const error = await failure(apiRequest('POST', '/api/login', { username: 'aoifem', password: 'x' }));

    expect(error.message).toBe('403: Please verify your email');
    expect(error.body).toEqual(body);
  });
});
