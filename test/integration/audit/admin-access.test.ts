// Generated from the route manifest: every admin endpoint, including ones added after this test was
// written, answers a visitor 401 'Not authenticated' and a signed-in customer 403 'Admin access required'.
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/api/manifest';
import { invoke } from '../../support/invoke';
import { createAccount, signIn, withSession } from './audit-helpers';

const adminRoutes = routeList.filter((route) => route.auth === 'admin');

/** Any value for each path parameter: the auth check comes before validation (decision 041). */
function sampleParams(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, `sample-${name}`]));
}

let customerToken: string;

beforeAll(async () => {
  customerToken = await signIn(await createAccount('customer'));
});

describe('admin endpoints', () => {
  it('include the audit trail\'s own (the manifest is read, not a list kept here)', () => {
    expect(adminRoutes.map((r) => r.name)).toEqual(expect.arrayContaining(['ListActivityLog', 'ChangeUserRole']));
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers a visitor 401', async (_name, route) => {
    const result = await invoke(route, { params: sampleParams(route.path), ...(route.method === 'GET' ? {} : { body: {} }) });

    expect(result.status).toBe(401);
    expect(result.body.message).toBe('Not authenticated');
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers a customer 403', async (_name, route) => {
    const result = await invoke(route, {
      ...withSession(customerToken),
      params: sampleParams(route.path),
      ...(route.method === 'GET' ? {} : { body: {} }),
    });

    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Admin access required');
  });
});
