// The S3 presigned POST's policy: the exact key, the image content type and at most 10 MB.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { s3UploadTarget } from '../../../../functions/uploads/s3-upload-target';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('s3UploadTarget', () => {
  it('signs a policy that fixes the key, the content type and the size range', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-for-signing-only');

    const post = await s3UploadTarget('drs-uploads', 'eu-west-2').presignPost({ key: 'product-images/01J.webp', contentType: 'image/webp', maxBytes: 10_485_760, expiresInSeconds: 300 });

    expect(post.url).toContain('drs-uploads');
    expect(post.fields).toMatchObject({ key: 'product-images/01J.webp', 'Content-Type': 'image/webp' });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10_485_760]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/webp']);
    expect(policy.conditions).toContainEqual({ key: 'product-images/01J.webp' });
  });
});
