// Removing a stored upload from S3: a DeleteObject request to the bucket's regional endpoint, signed
// with SigV4 for s3 from the function's credentials.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeFromBucket } from '../../../functions/uploads/stored-objects';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('removeFromBucket', () => {
  it('sends a SigV4-signed DELETE for the key to the bucket, and fails on an S3 error', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await removeFromBucket('device-drs-dev-uploads-123456789012-eu-west-2', 'job-photos/01JZ0000000000000000000001.webp');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('https://device-drs-dev-uploads-123456789012-eu-west-2.s3.eu-west-2.amazonaws.com/job-photos/01JZ0000000000000000000001.webp');
    expect(init.method).toBe('DELETE');
    expect(init.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=[^/]*\/\d{8}\/eu-west-2\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/);

    fetchMock.mockResolvedValueOnce(new Response('<Error/>', { status: 403 }));
    await expect(removeFromBucket('b', 'job-photos/x.webp')).rejects.toThrow('S3 DeleteObject job-photos/x.webp: 403');
  });
});
