import { describe, expect, it } from 'vitest';
import { isEdgeResponse, loadEdgeFunction, type EdgeEvent, type EdgeValue } from '../../../infra/edge/load-edge-function';

const route = loadEdgeFunction('spa-and-qr-routing.js');

function viewerRequest(uri: string, querystring: Record<string, EdgeValue> = {}): EdgeEvent {
  return { version: '1.0', request: { method: 'GET', uri, querystring, headers: { host: { value: 'devicedrs.co.uk' } } } };
}

function uriAfter(uri: string): string {
  const result = route(viewerRequest(uri));
  if (isEdgeResponse(result)) throw new Error(`${uri} was answered with ${result.statusCode}`);
  return result.uri;
}

describe('SPA and QR short-link routing (CloudFront Function)', () => {
  it.each(['qr', 'jobs', 'job-status'])('redirects /%s/{code} to /job/{code} with 302', (alias) => {
    const result = route(viewerRequest(`/${alias}/AB12-cd_34`));

    expect(result).toMatchObject({ statusCode: 302, headers: { location: { value: '/job/AB12-cd_34' } } });
  });

  it('keeps the query string on the redirect, repeated parameters included', () => {
    const result = route(
      viewerRequest('/qr/XYZ789', {
        utm_source: { value: 'receipt' },
        tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b%20c' }] },
      }),
    );

    expect(result).toMatchObject({ statusCode: 302, headers: { location: { value: '/job/XYZ789?utm_source=receipt&tag=a&tag=b%20c' } } });
  });

  it('accepts a trailing slash on a short link', () => {
    expect(route(viewerRequest('/jobs/ABC/'))).toMatchObject({ statusCode: 302, headers: { location: { value: '/job/ABC' } } });
  });

  it.each(['/qr/abc%3Cscript%3E', '/qr/a.b', '/qr/', '/qr/a/b', `/qr/${'x'.repeat(65)}`])(
    'does not redirect %s, whose code has characters or a shape a job code never has',
    (uri) => {
      const result = route(viewerRequest(uri));

      expect(isEdgeResponse(result)).toBe(false);
    },
  );

  it.each(['/admin/jobs', '/no-such-page', '/claim-job/AB12'])('serves %s the SPA shell (/index.html)', (uri) => {
    expect(uriAfter(uri)).toBe('/index.html');
  });

  it.each([
    ['/dashboard', '/shells/dashboard.html'],
    ['/repairs/', '/shells/repairs.html'],
    ['/shop/cart', '/shells/shop/cart.html'],
    ['/shop/orders/ORDER1', '/shells/shop/orders/_id.html'],
  ])('serves the signed-in page %s its own shell %s (decision 204)', (uri, file) => {
    expect(uriAfter(uri)).toBe(file);
  });

  it.each([
    ['/', '/pages/index.html'],
    ['/auth', '/pages/auth.html'],
    ['/privacy-policy/', '/pages/privacy-policy.html'],
    ['/job/AB12', '/pages/job/_qrCode.html'],
    ['/device-profile', '/pages/device-profile.html'],
    ['/device-profile/XYZ', '/pages/device-profile/_qrCode.html'],
    ['/claim-job', '/pages/claim-job.html'],
  ])('serves %s its prerendered page %s', (uri, file) => {
    expect(uriAfter(uri)).toBe(file);
  });

  it.each(['/assets/index-BddYEqWr.js', '/assets/index-CyH8liuG.css', '/favicon.svg', '/index.html'])(
    'leaves the file %s untouched',
    (uri) => {
      expect(uriAfter(uri)).toBe(uri);
    },
  );
});
