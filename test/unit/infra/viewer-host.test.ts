import { describe, expect, it } from 'vitest';
import { isEdgeResponse, loadEdgeFunction, type EdgeRequest } from '../../../infra/edge/load-edge-function';
import { VIEWER_HOST_HEADER, VIEWER_IP_HEADER } from '../../../shared/api/viewer-host';

const copyHost = loadEdgeFunction('viewer-host.js');

function forwarded(headers: EdgeRequest['headers'], viewerIp?: string): EdgeRequest['headers'] {
  const result = copyHost({ ...(viewerIp ? { viewer: { ip: viewerIp } } : {}), request: { method: 'POST', uri: '/api/hit', querystring: {}, headers } });
  if (isEdgeResponse(result)) throw new Error('viewer-host answered the viewer itself');
  return result.headers;
}

describe('viewer host (CloudFront Function)', () => {
  it('copies the viewer Host into the header shared/api/viewer-host.ts names', () => {
    const headers = forwarded({ host: { value: 'devicedrs.co.uk' } });

    expect(headers[VIEWER_HOST_HEADER]).toEqual({ value: 'devicedrs.co.uk' });
    expect(headers.host).toEqual({ value: 'devicedrs.co.uk' });
  });

  it('replaces a value the viewer sent in that header itself', () => {
    const headers = forwarded({ host: { value: 'd111.cloudfront.net' }, [VIEWER_HOST_HEADER]: { value: 'evil.example' } });

    expect(headers[VIEWER_HOST_HEADER]).toEqual({ value: 'd111.cloudfront.net' });
  });

  it('drops a spoofed value when the request has no Host', () => {
    const headers = forwarded({ [VIEWER_HOST_HEADER]: { value: 'evil.example' } });

    expect(headers).not.toHaveProperty(VIEWER_HOST_HEADER);
  });

  it("passes on the viewer's IP in the header shared/api/viewer-host.ts names, replacing a spoofed one", () => {
    const headers = forwarded({ host: { value: 'devicedrs.co.uk' }, [VIEWER_IP_HEADER]: { value: '10.0.0.1' } }, '203.0.113.7');

    expect(headers[VIEWER_IP_HEADER]).toEqual({ value: '203.0.113.7' });
  });

  it('drops a spoofed IP when CloudFront gives no viewer', () => {
    const headers = forwarded({ [VIEWER_IP_HEADER]: { value: '10.0.0.1' } });

    expect(headers).not.toHaveProperty(VIEWER_IP_HEADER);
  });
});
