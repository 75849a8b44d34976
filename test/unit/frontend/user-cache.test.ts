// Signing in, out or losing the session leaves no cached answer of the previous user behind
// (spec sections 4 and 7).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { storeSignedInUser } from '../../../frontend/src/features/auth/api/log-in';
import { clearUserData, USER_QUERY_KEY } from '../../../frontend/src/lib/auth';
import type { User } from '../../../shared/schemas/user';

const previousUsersData = [
  [routes.listMyJobs.path],
  [routes.listMyDevices.path],
  [routes.listMyBookings.path],
  [routes.getMyLoyalty.path],
  [routes.getMyJob.path, 'q9Xk2LmP4rT7vW1yZ3bN5c'],
] as const;

function cacheWithPreviousUser(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, { id: 'previous' });
  for (const key of previousUsersData) client.setQueryData(key, { mine: 'previous user' });
  return client;
}

describe('the user cache', () => {
  it("is keyed by GET /api/user's path, written out so the account routes load only when called", () => {
    expect(USER_QUERY_KEY).toEqual([routes.getUser.path]);
  });

  it('keeps nothing of the previous user after a 401 or sign-out, and knows the visitor is anonymous', () => {
    const client = cacheWithPreviousUser();

    clearUserData(client);

    for (const key of previousUsersData) expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('stores the user who signed in and drops what the previous one left', async () => {
    const client = cacheWithPreviousUser();
    const user = { id: 'new', firstName: 'Aoife' } as User;

    await storeSignedInUser(client, user);

    for (const key of previousUsersData) expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(user);
  });
});

describe('a visitor who was never signed in', () => {
  it("keeps the page's public data when GET /api/user answers 401", () => {
    const client = new QueryClient();
    client.setQueryData([routes.trackJob.path, 'q9Xk2LmP4rT7vW1yZ3bN5c'], { jobNumber: 'DRS-10421' });

    clearUserData(client);

    expect(client.getQueryData([routes.trackJob.path, 'q9Xk2LmP4rT7vW1yZ3bN5c'])).toEqual({ jobNumber: 'DRS-10421' });
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
  });
});
