// Adds an uploaded photo to a job: at most 10 per job, counted on an item of the job's partition in
// the same transaction (its condition decides under concurrency). The URL comes from the key, never
// from the browser. A thumbnail must be the photo's own thumbnail key (decision 128).
import { ulid } from 'ulid';
import { thumbnailKeyOf, uploadPublicUrl } from '../../shared/schemas/shop/upload';
import { MAX_JOB_PHOTOS, type JobPhoto } from '../../shared/schemas/repairs/workshop';
import { insertJobPhoto, type StoredJobPhoto } from '../data/job-photos';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { JOB_NOT_FOUND } from './mutate-job';

export const TOO_MANY_PHOTOS = `A job holds at most ${MAX_JOB_PHOTOS} photos.`;
export const NOT_THIS_PHOTOS_THUMBNAIL = "The thumbnail must be this photo's own: its key with -thumb before the extension.";

export async function addJobPhoto(
  qrCode: string,
  input: { key: string; thumbnailKey?: string; label: JobPhoto['label'] },
  by: string,
  now: Date,
): Promise<StoredJobPhoto> {
  if (input.thumbnailKey !== undefined && input.thumbnailKey !== thumbnailKeyOf(input.key)) throw new BadRequestError(NOT_THIS_PHOTOS_THUMBNAIL);
  const photo: StoredJobPhoto = {
    id: ulid(now.getTime()),
    key: input.key,
    url: uploadPublicUrl(input.key),
    ...(input.thumbnailKey ? { thumbnailKey: input.thumbnailKey, thumbnailUrl: uploadPublicUrl(input.thumbnailKey) } : {}),
    label: input.label,
    addedAt: now.toISOString(),
    addedBy: by,
  };
  const outcome = await insertJobPhoto(qrCode, photo);
  if (outcome === 'no-job') throw new NotFoundError(JOB_NOT_FOUND);
  if (outcome === 'full') throw new ConflictError(TOO_MANY_PHOTOS);
  return photo;
}
