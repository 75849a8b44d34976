import { describe, expect, it } from 'vitest';
import { clientIpOf } from '../../../functions/lib/client-ip';
import { buildApiEvent } from '../../../scripts/local/api-event';

function event(headers: Record<string, string>) {
  return buildApiEvent({ method: 'POST', path: '/api/login', routePath: '/api/login', headers, sourceIp: '130.176.0.1' });
}

describe('clientIpOf', () => {
  it("takes the viewer's IP CloudFront passes on", () => {
    expect(clientIpOf(event({ 'x-drs-viewer-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIpOf(event({ 'x-drs-viewer-ip': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('falls back to the TCP source when the header is missing or not an IP address', () => {
    expect(clientIpOf(event({}))).toBe('130.176.0.1');
    expect(clientIpOf(event({ 'x-drs-viewer-ip': 'not-an-ip' }))).toBe('130.176.0.1');
  });
});
