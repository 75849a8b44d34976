// Removes a stored upload (decision 136): the object in the uploads bucket in the cloud, the file in
// the local uploads folder locally. The S3 DeleteObject request is signed and sent as
// ./bucket-requests.ts does it, without the S3 client (decision 132).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { env, uploadTargetName } from '../env';
import { bucketHost, bucketSigner, objectPath as pathOf } from './bucket-requests';

/** Exported for its unit test. */
export async function removeFromBucket(bucket: string, key: string): Promise<void> {
  const hostname = bucketHost(bucket);
  const objectPath = pathOf(key);
  const signed = await bucketSigner().sign({
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
