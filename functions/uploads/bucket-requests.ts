// Requests to the uploads bucket without the S3 client: signed with SigV4 by @smithy/signature-v4
// (what the AWS SDK signs with) from the function's own credentials and sent with fetch, because the
// S3 client alone is about 171 KiB of the 350 KiB Lambda budget (decision 132).
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '../env';

export const bucketHost = (bucket: string) => `${bucket}.s3.${env.AWS_REGION}.amazonaws.com`;

export const objectPath = (key: string) => `/${key.split('/').map(encodeURIComponent).join('/')}`;

export function bucketSigner(): SignatureV4 {
  return new SignatureV4({
    service: 's3',
    // S3 signs the path as sent, encoded once (objectPath), not encoded again as other services do.
    uriEscapePath: false,
    region: env.AWS_REGION,
    sha256: Sha256,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) },
  });
}
