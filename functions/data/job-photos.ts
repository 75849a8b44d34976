// One job photo's record (issue 18): the item PHOTO#<id> in the job's partition.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { JobPhoto } from '../../shared/schemas/repairs/workshop';
import { db, tableName } from './client';
import * as keys from './keys';

export async function getJobPhoto(qrCode: string, photoId: string): Promise<JobPhoto | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.jobPhoto(qrCode, photoId), ConsistentRead: true }));
  if (!Item) return null;
  const { pk: _pk, sk: _sk, type: _type, ...photo } = Item;
  return photo as JobPhoto;
}
