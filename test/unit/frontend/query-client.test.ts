import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../frontend/src/lib/api-error';
import {
  createQueryClient,
  GC_TIME_MS,
  retryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
  STALE_TIME_MS,
} from '../../../frontend/src/lib/query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query retry policy', () => {
  it('retries a server error up to twice', () => {
    const error = new Error('500: Something went wrong');

    expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, false]);
  });

  it('never retries an error whose message starts with 4', () => {
    expect(shouldRetryQuery(0, new Error('404: Not found'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('429: Too many requests'))).toBe(false);
  });

  it('never retries a 4xx whose message does not carry the status, such as Not authenticated', () => {
    expect(shouldRetryQuery(0, new ApiError('Not authenticated', 401, undefined))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Admin access required', 403, undefined, 'ADMIN_ACCESS_DENIED'))).toBe(false);
  });

  it('retries a connection error', () => {
    expect(shouldRetryQuery(0, new ApiError('Connection error. Please try again.', 0, undefined))).toBe(true);
  });

  it('backs off exponentially from one second, capped at 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('mutation retry policy', () => {
  it('retries a server error once', () => {
    const error = new ApiError('500: Something went wrong', 500, undefined);

    expect([0, 1].map((failures) => shouldRetryMutation(failures, error))).toEqual([true, false]);
  });

  it('never retries a 4xx', () => {
    expect(shouldRetryMutation(0, new ApiError('400: Phone is required', 400, undefined))).toBe(false);
    expect(shouldRetryMutation(0, new Error('409: Conflict'))).toBe(false);
  });
});

describe('query client defaults', () => {
  it('keeps data fresh 5 minutes, cached 10, with no refetch on focus and no polling', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(STALE_TIME_MS).toBe(300_000);
    expect(GC_TIME_MS).toBe(600_000);
    expect(defaults.queries?.staleTime).toBe(STALE_TIME_MS);
    expect(defaults.queries?.gcTime).toBe(GC_TIME_MS);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(shouldRetryMutation);
  });

  it('fetches a query with no query function by GETting the path its key spells', async () => {
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(new Response('[{"id":"d1"}]', { status: 200 }));
    vi.stubGlobal('fetch', fetchStub);

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/user', 'devices'] });

    expect(fetchStub.mock.calls[0]![0]).toBe('/api/user/devices');
    expect(fetchStub.mock.calls[0]![1]?.method).toBe('GET');
    expect(data).toEqual([{ id: 'd1' }]);
  });
});
