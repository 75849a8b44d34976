// Contact-form enquiries: one partition, sorted by ULID, so the admin's list is one Query, newest first.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EnquirySchema, type Enquiry } from '../../shared/schemas/content/enquiries';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';

export async function putEnquiry(enquiry: Enquiry): Promise<void> {
  await db.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.enquiry(enquiry.id), type: 'Enquiry', ...enquiry }, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getEnquiry(id: string): Promise<Enquiry | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.enquiry(id) }));
  return Item ? EnquirySchema.parse(Item) : null;
}

export async function listEnquiryRecords(): Promise<Enquiry[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.enquiriesPartition }, ScanIndexForward: false });
  return items.map((item) => EnquirySchema.parse(item));
}

/** Records staff's answer; null when the enquiry does not exist. */
export async function answerEnquiryRecord(id: string, answer: { reply: string; answeredAt: string; answeredBy: string }): Promise<Enquiry | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.enquiry(id),
        UpdateExpression: 'SET #status = :answered, reply = :reply, answeredAt = :at, answeredBy = :by',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':answered': 'answered', ':reply': answer.reply, ':at': answer.answeredAt, ':by': answer.answeredBy },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? EnquirySchema.parse(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
