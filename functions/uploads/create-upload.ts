// A presigned POST for one staff upload: a fresh key under its purpose, 5 minutes to use it.
import { ulid } from 'ulid';
import { MAX_UPLOAD_BYTES, uploadPublicUrl, type CreateUploadRequest, type UploadTicket } from '../../shared/schemas/shop/upload';
import { env, uploadTargetName } from '../env';
import { localUploadTarget } from './local-upload-target';
import { s3UploadTarget } from './s3-upload-target';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

const target =
  uploadTargetName === 's3'
    ? s3UploadTarget(env.UPLOADS_BUCKET!, env.AWS_REGION, () => ({ accessKeyId: env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '', sessionToken: env.AWS_SESSION_TOKEN }))
    : localUploadTarget;

export async function createUpload(request: CreateUploadRequest, now: Date): Promise<UploadTicket> {
  const key = `${request.purpose}/${ulid(now.getTime())}.${EXTENSIONS[request.contentType]}`;
  const post = await target.presignPost({ key, contentType: request.contentType, maxBytes: MAX_UPLOAD_BYTES, expiresInSeconds: 300 });
  return { ...post, key, publicUrl: uploadPublicUrl(key), maxBytes: MAX_UPLOAD_BYTES };
}
