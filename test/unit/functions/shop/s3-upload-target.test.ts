// The S3 presigned POST: the policy fixes the key, the image content type and at most 10 MB, and
// its SigV4 signature is the one @aws-sdk/s3-presigned-post makes for the same policy.
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { s3UploadTarget, signPostPolicy } from '../../../../functions/uploads/s3-upload-target';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-for-signing-only', sessionToken: 'token' };

describe('s3UploadTarget', () => {
  it('signs a policy that fixes the key, the content type and the size range, with the session token', async () => {
    const post = await s3UploadTarget('drs-uploads', 'eu-west-2', () => credentials).presignPost({ key: 'product-images/01J.webp', contentType: 'image/webp', maxBytes: 10_485_760, expiresInSeconds: 300 });

    expect(post.url).toBe('https://drs-uploads.s3.eu-west-2.amazonaws.com/');
    expect(post.fields).toMatchObject({ key: 'product-images/01J.webp', 'Content-Type': 'image/webp', 'X-Amz-Security-Token': 'token', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10_485_760]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/webp']);
    expect(policy.conditions).toContainEqual({ key: 'product-images/01J.webp' });
    expect(policy.conditions).toContainEqual({ 'X-Amz-Credential': post.fields['X-Amz-Credential'] });
  });

  it("signs as @aws-sdk/s3-presigned-post does", async () => {
    const client = new S3Client({ region: 'eu-west-2', credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey } });
    const theirs = await createPresignedPost(client, { Bucket: 'drs-uploads', Key: 'job-photos/01J.jpg', Conditions: [['content-length-range', 1, 100]], Expires: 300 });
    const date = theirs.fields['X-Amz-Date']!.slice(0, 8);

    expect(signPostPolicy(theirs.fields.Policy!, credentials.secretAccessKey, date, 'eu-west-2')).toBe(theirs.fields['X-Amz-Signature']);
  });
});
