import { describe, expect, it } from 'vitest';
import { buildApiEvent, splitCookieHeader } from '../../../scripts/local/api-event';

describe('buildApiEvent', () => {
  it('builds a payload 2.0 event the way API Gateway does', () => {
    const event = buildApiEvent({
      method: 'GET',
      path: '/api/check-username/sam',
      routePath: '/api/check-username/{username}',
      pathParameters: { username: 'sam' },
      rawQueryString: 'a=1&a=2&b=x%20y',
      headers: { 'X-Drs-Client': 'web', 'User-Agent': 'test-agent' },
      cookies: ['drs_session=abc'],
      sourceIp: '203.0.113.9',
    });

    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/check-username/{username}',
      rawPath: '/api/check-username/sam',
      headers: { 'x-drs-client': 'web', 'user-agent': 'test-agent' },
      queryStringParameters: { a: '1,2', b: 'x y' },
      pathParameters: { username: 'sam' },
      cookies: ['drs_session=abc'],
      requestContext: { http: { method: 'GET', sourceIp: '203.0.113.9', userAgent: 'test-agent' } },
    });
    expect(event.body).toBeUndefined();
  });

  it('leaves out what the request did not have', () => {
    const event = buildApiEvent({ method: 'POST', path: '/api/logout', routePath: '/api/logout', body: '' });

    expect(event.cookies).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.body).toBeUndefined();
  });
});

describe('splitCookieHeader', () => {
  it('splits a Cookie header into name=value pairs', () => {
    expect(splitCookieHeader('a=1; drs_session=xyz;b=2')).toEqual(['a=1', 'drs_session=xyz', 'b=2']);
    expect(splitCookieHeader(undefined)).toEqual([]);
  });
});
