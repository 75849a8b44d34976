// Uploads in the cloud: a presigned POST to the private uploads bucket (served through CloudFront at /uploads/*).
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { UploadTarget } from './upload-target';

export function s3UploadTarget(bucket: string, region: string): UploadTarget {
  const s3 = new S3Client({ region });
  return {
    presignPost: async ({ key, contentType, maxBytes, expiresInSeconds }) =>
      createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      }),
  };
}
