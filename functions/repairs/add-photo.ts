// Adds an uploaded photo to a job: at most 10 per job, counted on an item of the job's partition in
// the same transaction (its condition decides under concurrency). The URL comes from the key, never
// from the browser. A thumbnail must be the photo's own thumbnail key (decision 128).
import { ulid } from 'ulid';
import { thumbnailKeyOf, uploadPublicUrl } from '../../shared/schemas/shop/upload';
import { MAX_JOB_PHOTOS, type JobPhoto } from '../../shared/schemas/repairs/workshop';
import { tableName } from '../data/client';
import type { StoredJobPhoto } from '../data/job-photos';
import * as keys from '../data/keys';
import { TransactionCancelledError, transactWrite } from '../data/transact';
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
  try {
    await transactWrite([
      { ConditionCheck: { TableName: tableName, Key: keys.job(qrCode), ConditionExpression: 'attribute_exists(pk)' } },
      {
        Update: {
          TableName: tableName,
          Key: keys.jobPhotoCount(qrCode),
          UpdateExpression: 'SET #type = :type ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_JOB_PHOTOS, ':type': 'JobPhotoCount' },
        },
      },
      { Put: { TableName: tableName, Item: { ...keys.jobPhoto(qrCode, photo.id), type: 'JobPhoto', ...photo }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new NotFoundError(JOB_NOT_FOUND);
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) throw new ConflictError(TOO_MANY_PHOTOS);
    throw error;
  }
  return photo;
}
