// Files a handler hands out rather than answers in its body (the accounting export, decision 380):
// each is written under exports/<ulid>/ in the uploads bucket by a signed PUT and answered as a
// presigned GET that works for a few minutes; locally it is written to the uploads folder and the local
// server serves it only through its signed link. The bucket removes exports/ a day after writing.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ulid } from 'ulid';
import { EXPORT_FILES_PREFIX } from '../../shared/schemas/shop/upload';
import { env, uploadTargetName } from '../env';
import { bucketHost, bucketSigner, objectPath } from './bucket-requests';
import { localUploadPath, signLocalDownload } from './local-upload-target';

export interface ExportFile {
  name: string;
  rows: number;
  csv: string;
}

const CSV_TYPE = 'text/csv; charset=utf-8';
const attachment = (name: string) => `attachment; filename="${name}"`;

/** A PutObject of a CSV file, saved as a download under its own name. Exported for its unit test. */
export async function putInBucket(bucket: string, key: string, name: string, csv: string): Promise<void> {
  const hostname = bucketHost(bucket);
  const body = Buffer.from(csv, 'utf8');
  const signed = await bucketSigner().sign({
    method: 'PUT',
    protocol: 'https:',
    hostname,
    path: objectPath(key),
    query: {},
    headers: {
      host: hostname,
      'content-type': CSV_TYPE,
      'content-disposition': attachment(name),
      'content-length': String(body.length),
      'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
    },
  });
  const response = await fetch(`https://${hostname}${objectPath(key)}`, { method: 'PUT', headers: signed.headers, body });
  if (!response.ok) throw new Error(`S3 PutObject ${key}: ${response.status}`);
}

/** RFC 3986 percent-encoding, as SigV4 encodes the query it signs. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A presigned GetObject URL (SigV4 query signing) that works for `expiresInSeconds`. Exported for its unit test. */
export async function presignBucketGet(bucket: string, key: string, expiresInSeconds: number, now = new Date()): Promise<string> {
  const hostname = bucketHost(bucket);
  const presigned = await bucketSigner().presign(
    // S3 signs a presigned request's payload as UNSIGNED-PAYLOAD (the header goes into the query, as the SDK's presigner does).
    { method: 'GET', protocol: 'https:', hostname, path: objectPath(key), query: {}, headers: { host: hostname, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
    { expiresIn: expiresInSeconds, signingDate: now },
  );
  const query = Object.entries(presigned.query ?? {})
    .map(([name, value]) => `${encode(name)}=${encode(String(value))}`)
    .join('&');
  return `https://${hostname}${objectPath(key)}?${query}`;
}

async function writeToFolder(key: string, csv: string): Promise<void> {
  const file = localUploadPath(key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, csv, 'utf8');
}

/** Stores each file under one new exports/<ulid>/ folder and answers its name, rows and link. */
export async function storeExportFiles(files: readonly ExportFile[], linkSeconds: number): Promise<{ name: string; rows: number; url: string }[]> {
  const folder = `${EXPORT_FILES_PREFIX}/${ulid()}`;
  return Promise.all(
    files.map(async ({ name, rows, csv }) => {
      const key = `${folder}/${name}`;
      if (uploadTargetName === 's3') {
        await putInBucket(env.UPLOADS_BUCKET!, key, name, csv);
        return { name, rows, url: await presignBucketGet(env.UPLOADS_BUCKET!, key, linkSeconds) };
      }
      await writeToFolder(key, csv);
      return { name, rows, url: signLocalDownload(key, linkSeconds) };
    }),
  );
}
