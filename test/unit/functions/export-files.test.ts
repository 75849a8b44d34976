// Export files in the cloud (decision 380): a PutObject to the uploads bucket signed with SigV4 for s3,
// and a presigned GetObject link whose query signature is the one SigV4 defines (recomputed here from
// the canonical request, with the signing key of the upload policy's tested signer).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  Object.assign(process.env, { AWS_REGION: 'eu-west-2', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' });
  delete process.env.AWS_SESSION_TOKEN;
});

const { presignBucketGet, putInBucket } = await import('../../../functions/uploads/export-files');
const { signPostPolicy } = await import('../../../functions/uploads/s3-upload-target');

const BUCKET = 'device-drs-dev-uploads-123456789012-eu-west-2';
const HOST = `${BUCKET}.s3.eu-west-2.amazonaws.com`;
const KEY = 'exports/01JZ0000000000000000000001/xero-sales-invoices.csv';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('presignBucketGet', () => {
  it('answers a link to the object on the bucket host, valid 15 minutes, with the SigV4 query signature', async () => {
    const now = new Date('2026-11-28T04:20:00.000Z');

    const link = new URL(await presignBucketGet(BUCKET, KEY, 900, now));

    expect(`${link.origin}${link.pathname}`).toBe(`https://${HOST}/${KEY}`);
    const q = link.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20261128/eu-west-2/s3/aws4_request');
    expect(q.get('X-Amz-Date')).toBe('20261128T042000Z');
    expect(q.get('X-Amz-Expires')).toBe('900');
    expect(q.get('X-Amz-SignedHeaders')).toBe('host');
    expect(q.get('x-amz-content-sha256')).toBe('UNSIGNED-PAYLOAD');
    const canonicalQuery = ['X-Amz-Algorithm=AWS4-HMAC-SHA256', 'X-Amz-Credential=AKIDEXAMPLE%2F20261128%2Feu-west-2%2Fs3%2Faws4_request', 'X-Amz-Date=20261128T042000Z', 'X-Amz-Expires=900', 'X-Amz-SignedHeaders=host', 'x-amz-content-sha256=UNSIGNED-PAYLOAD'].join('&');
    const canonicalRequest = ['GET', `/${KEY}`, canonicalQuery, `host:${HOST}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
    const stringToSign = ['AWS4-HMAC-SHA256', '20261128T042000Z', '20261128/eu-west-2/s3/aws4_request', createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
    expect(q.get('X-Amz-Signature')).toBe(signPostPolicy(stringToSign, 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20261128', 'eu-west-2'));
  });
});

describe('putInBucket', () => {
  it('sends a SigV4-signed PUT of the file as a CSV download under its name, and fails on an S3 error', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await putInBucket(BUCKET, KEY, 'xero-sales-invoices.csv', 'a,b\r\n1,2\r\n');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string>; body: Buffer }];
    expect(url).toBe(`https://${HOST}/${KEY}`);
    expect(init.method).toBe('PUT');
    expect(init.body.toString('utf8')).toBe('a,b\r\n1,2\r\n');
    expect(init.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(init.headers['content-disposition']).toBe('attachment; filename="xero-sales-invoices.csv"');
    expect(init.headers['x-amz-content-sha256']).toBe(createHash('sha256').update('a,b\r\n1,2\r\n').digest('hex'));
    expect(init.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request, SignedHeaders=[^,]*content-disposition;[^,]*host[^,]*, Signature=[0-9a-f]{64}$/);

    fetchMock.mockResolvedValueOnce(new Response('<Error/>', { status: 403 }));
    await expect(putInBucket(BUCKET, KEY, 'x.csv', 'a')).rejects.toThrow(`S3 PutObject ${KEY}: 403`);
  });
});
