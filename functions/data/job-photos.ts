// One job photo's record (issue 18): the item PHOTO#<id> in the job's partition.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { JobPhoto } from '../../shared/schemas/repairs/workshop';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';

/** The record as stored: the photo as the sheet shows it, plus its thumbnail's key (decision 128). */
export type StoredJobPhoto = JobPhoto & { thumbnailKey?: string };

export async function getJobPhoto(qrCode: string, photoId: string): Promise<StoredJobPhoto | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.jobPhoto(qrCode, photoId), ConsistentRead: true }));
  if (!Item) return null;
  return stripKeys(Item) as StoredJobPhoto;
}
