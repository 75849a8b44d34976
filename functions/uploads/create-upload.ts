// A presigned POST for one staff upload: a fresh key under its purpose, 5 minutes to use it; for a
// job photo, a second one for the browser's 320 px thumbnail under the photo's thumbnail key (decision 128).
import { ulid } from 'ulid';
import { MAX_THUMBNAIL_BYTES, MAX_UPLOAD_BYTES, purposeHasThumbnail, thumbnailKeyOf, uploadPublicUrl, type CreateUploadRequest, type UploadTicket } from '../../shared/schemas/shop/upload';
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
  const presign = async (objectKey: string, maxBytes: number) => ({
    ...(await target.presignPost({ key: objectKey, contentType: request.contentType, maxBytes, expiresInSeconds: 300 })),
    key: objectKey,
    publicUrl: uploadPublicUrl(objectKey),
    maxBytes,
  });
  const image = await presign(key, MAX_UPLOAD_BYTES);
  return purposeHasThumbnail(request.purpose) ? { ...image, thumbnail: await presign(thumbnailKeyOf(key), MAX_THUMBNAIL_BYTES) } : image;
}
