import { describe, expect, it } from 'vitest';
import { isEdgeResponse, loadEdgeFunction, type EdgeRequest } from '../../../infra/edge/load-edge-function';
import { VIEWER_HOST_HEADER } from '../../../shared/api/viewer-host';

const copyHost = loadEdgeFunction('viewer-host.js');

function forwarded(headers: EdgeRequest['headers']): EdgeRequest['headers'] {
  const result = copyHost({ request: { method: 'POST', uri: '/api/hit', querystring: {}, headers } });
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
});
