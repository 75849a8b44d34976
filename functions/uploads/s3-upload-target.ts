// Uploads in the cloud: a presigned POST to the private uploads bucket (served through CloudFront at
// /uploads/*). The policy is signed with SigV4 here, from the function's own credentials, rather than
// by @aws-sdk/s3-presigned-post, whose S3 client is about 171 KiB of bundle (the Lambda budget is
// 350 KiB); a unit test checks the signature against that library's.
import { createHmac } from 'node:crypto';
import type { UploadTarget } from './upload-target';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** SigV4 of a base64 POST policy for S3: the key derived from the date, region and service. */
export function signPostPolicy(policyBase64: string, secretAccessKey: string, date: string, region: string): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}

export function s3UploadTarget(bucket: string, region: string, credentials: () => SigningCredentials): UploadTarget {
  return {
    presignPost: async ({ key, contentType, maxBytes, expiresInSeconds }) => {
      const { accessKeyId, secretAccessKey, sessionToken } = credentials();
      const now = new Date();
      const amzDate = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
      const date = amzDate.slice(0, 8);
      const credential = `${accessKeyId}/${date}/${region}/s3/aws4_request`;
      const fields: Record<string, string> = {
        bucket,
        key,
        'Content-Type': contentType,
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': credential,
        'X-Amz-Date': amzDate,
        ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
      };
      const policy = {
        expiration: new Date(now.getTime() + expiresInSeconds * 1000).toISOString(),
        conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType], ...Object.entries(fields).map(([name, value]) => ({ [name]: value }))],
      };
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
      return {
        url: `https://${bucket}.s3.${region}.amazonaws.com/`,
        fields: { ...fields, Policy: encoded, 'X-Amz-Signature': signPostPolicy(encoded, secretAccessKey, date, region) },
      };
    },
  };
}
