// Uploads on the local stack: the same presigned-POST form, posted to the local server's /uploads,
// which checks the policy (HMAC with a key made when the process starts; no secret in the repo),
// the content type and the size, then writes the file under UPLOADS_DIR and serves it at /uploads/<key>.
// Export files (decision 380) are served there only through a link signed the same way, until it expires.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import type { UploadTarget } from './upload-target';

const signingKey = randomBytes(32);

interface LocalPolicy {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: string;
}

function sign(policy: string): string {
  return createHmac('sha256', signingKey).update(policy).digest('base64url');
}

export const localUploadTarget: UploadTarget = {
  presignPost: async ({ key, contentType, maxBytes, expiresInSeconds }) => {
    const policy: LocalPolicy = { key, contentType, maxBytes, expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString() };
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
    return {
      url: '/uploads',
      fields: { key, 'Content-Type': contentType, Policy: encoded, 'X-Local-Signature': sign(encoded) },
    };
  },
};

export class UploadRefusedError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

/** Checks a posted upload form against its policy and stores the file; answers the stored key. */
export async function acceptLocalUpload(form: FormData, now = new Date()): Promise<string> {
  const encoded = String(form.get('Policy') ?? '');
  const signature = Buffer.from(String(form.get('X-Local-Signature') ?? ''));
  const expected = Buffer.from(sign(encoded));
  if (!encoded || signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw new UploadRefusedError(403, 'Invalid upload policy signature');
  const policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LocalPolicy;
  if (new Date(policy.expiresAt) < now) throw new UploadRefusedError(403, 'Upload policy expired');
  if (form.get('key') !== policy.key || form.get('Content-Type') !== policy.contentType) throw new UploadRefusedError(403, 'Upload fields do not match the policy');
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new UploadRefusedError(400, 'No file in the upload');
  if (file.size < 1 || file.size > policy.maxBytes) throw new UploadRefusedError(400, 'Upload is larger than the policy allows');
  if (file.type && file.type !== policy.contentType) throw new UploadRefusedError(403, 'Upload content type does not match the policy');
  const target = localUploadPath(policy.key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, Buffer.from(await file.arrayBuffer()));
  return policy.key;
}

const downloadSignature = (key: string, expiresAt: string) => sign(`download\n${key}\n${expiresAt}`);

/** The local stand-in for a presigned GET: /uploads/<key> with its expiry and an HMAC of both. */
export function signLocalDownload(key: string, expiresInSeconds: number, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + expiresInSeconds * 1000).toISOString();
  const query = new URLSearchParams({ expires: expiresAt, signature: downloadSignature(key, expiresAt) });
  return `/uploads/${key.split('/').map(encodeURIComponent).join('/')}?${query}`;
}

/** Refuses a download link that was not signed here for this key, or has expired. */
export function checkLocalDownload(key: string, query: URLSearchParams, now = new Date()): void {
  const expiresAt = query.get('expires') ?? '';
  const signature = Buffer.from(query.get('signature') ?? '');
  const expected = Buffer.from(downloadSignature(key, expiresAt));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw new UploadRefusedError(403, 'Invalid download link signature');
  if (!(new Date(expiresAt) > now)) throw new UploadRefusedError(403, 'Download link expired');
}

/** The file of an upload key, or null for a key that would leave the uploads folder. */
export function localUploadPath(key: string): string {
  const root = path.resolve(env.UPLOADS_DIR);
  const target = path.resolve(root, key);
  if (!target.startsWith(root + path.sep)) throw new UploadRefusedError(400, 'Bad upload key');
  return target;
}
