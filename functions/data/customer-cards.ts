// A signed-in customer's view of the shop customer records linked to their account (decision 113):
// the records of an account are one Query of gsi1, and a record with its jobs is one Query of its
// partition (the record's PROFILE item and the summary copies of its jobs live there).
import { queryAll } from './query-all';
import type { CustomerRecord } from './customers';
import type { JobSummaryRecord } from './jobs';
import * as keys from './keys';

function recordOf(item: Record<string, unknown>): CustomerRecord {
  const { qrCode, firstName, lastName, phone, email, userId, createdAt } = item as unknown as CustomerRecord;
  return { qrCode, firstName, lastName, phone, email, userId, createdAt };
}

/** The customer records linked to an account, oldest first (gsi1, eventually consistent). */
export async function customerRecordsOfUser(userId: string): Promise<CustomerRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.customersOfUserPrefix },
  });
  return items.map(recordOf);
}

export interface CustomerRecordWithJobs {
  record: CustomerRecord;
  /** The summaries of the jobs opened under the record, newest first. */
  jobs: JobSummaryRecord[];
}

/** A customer record and its jobs' summaries: one consistent Query of the record's partition. */
export async function customerRecordWithJobs(qrCode: string): Promise<CustomerRecordWithJobs | null> {
  let record: CustomerRecord | null = null;
  const jobs: JobSummaryRecord[] = [];
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.customerPartition(qrCode) },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  for (const item of items) {
    if (item.sk === keys.customer(qrCode).sk) record = recordOf(item);
    else if (typeof item.sk === 'string' && item.sk.startsWith(keys.jobCopyPrefix)) jobs.push(item.summary as JobSummaryRecord);
  }
  return record ? { record, jobs } : null;
}
