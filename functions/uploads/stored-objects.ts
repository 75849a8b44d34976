// Removes a stored upload (decision 136): the object in the uploads bucket in the cloud, the file in
// the local uploads folder locally. The S3 DeleteObject request is signed with SigV4 by
// @smithy/signature-v4 (what the AWS SDK signs with) and sent with fetch: the S3 client alone is
// about 171 KiB of the 350 KiB Lambda budget (decision 132).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { env, uploadTargetName } from '../env';

/** Exported for its unit test. */
export async function removeFromBucket(bucket: string, key: string): Promise<void> {
  const hostname = `${bucket}.s3.${env.AWS_REGION}.amazonaws.com`;
  const signer = new SignatureV4({
    service: 's3',
    region: env.AWS_REGION,
    sha256: Sha256,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) },
  });
  const objectPath = `/${key.split('/').map(encodeURIComponent).join('/')}`;
  const signed = await signer.sign({
    method: 'DELETE',
    protocol: 'https:',
    hostname,
    path: objectPath,
    query: {},
    headers: { host: hostname, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
  });
  const response = await fetch(`https://${hostname}${objectPath}`, { method: 'DELETE', headers: signed.headers });
  // S3 answers 204 whether or not the object was there.
  if (!response.ok) throw new Error(`S3 DeleteObject ${key}: ${response.status}`);
}

async function removeFromFolder(key: string): Promise<void> {
  const root = path.resolve(env.UPLOADS_DIR);
  const file = path.resolve(root, key);
  if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`Upload key ${key} leaves the uploads folder`);
  await rm(file, { force: true });
}

export function removeStoredUpload(key: string): Promise<void> {
  return uploadTargetName === 's3' ? removeFromBucket(env.UPLOADS_BUCKET!, key) : removeFromFolder(key);
}
