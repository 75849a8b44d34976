// A job's photos (issue 18): the item PHOTO#<id> in the job's partition, and the job's photo count
// beside them, which a photo's put and delete change in the same transaction.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { JobPhotoSchema, MAX_JOB_PHOTOS } from '../../shared/schemas/repairs/workshop';
import { db, tableName } from './client';
import * as keys from './keys';
import { TransactionCancelledError, transactWrite } from './transact';

/** The record as stored: the photo as the sheet shows it, plus its thumbnail's key (decision 128). */
const StoredJobPhotoSchema = z.extend(JobPhotoSchema, { thumbnailKey: z.optional(z.string()) });
export type StoredJobPhoto = z.infer<typeof StoredJobPhotoSchema>;

export async function getJobPhoto(qrCode: string, photoId: string): Promise<StoredJobPhoto | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.jobPhoto(qrCode, photoId), ConsistentRead: true }));
  return Item ? StoredJobPhotoSchema.parse(Item) : null;
}

/**
 * Puts the photo and adds it to the count, in one transaction whose count condition decides under
 * concurrency: 'no-job' when the job does not exist, 'full' when it holds MAX_JOB_PHOTOS already.
 */
export async function insertJobPhoto(qrCode: string, photo: StoredJobPhoto): Promise<'added' | 'no-job' | 'full'> {
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
    return 'added';
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return 'no-job';
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) return 'full';
    throw error;
  }
}

/** Deletes the photo's record and takes it off the count, in one transaction; false when it was already gone. */
export async function deleteJobPhotoRecord(qrCode: string, photoId: string): Promise<boolean> {
  try {
    await transactWrite([
      { Delete: { TableName: tableName, Key: keys.jobPhoto(qrCode, photoId), ConditionExpression: 'attribute_exists(pk)' } },
      {
        Update: {
          TableName: tableName,
          Key: keys.jobPhotoCount(qrCode),
          UpdateExpression: 'ADD #count :minusOne',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return false;
    throw error;
  }
}
