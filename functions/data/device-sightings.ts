// What the shop has recorded about an IMEI or its TAC, read from the repairs' job search terms (an
// IMEI is a term of its job, decision 124): one Query of the terms beginning with the 8-digit TAC
// finds jobs of devices of that model and, among them, the jobs of that exact IMEI.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { JobSummaryRecord } from './jobs';
import * as keys from './keys';

export interface Sighting {
  /** The search term: here an IMEI beginning with the TAC. */
  term: string;
  summary: JobSummaryRecord;
}

export async function sightingsOfTac(tac: string): Promise<Sighting[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :tac)',
      ExpressionAttributeValues: { ':pk': keys.jobSearchPartition(tac), ':tac': tac },
      ProjectionExpression: 'sk, summary',
      Limit: 100,
    }),
  );
  return (Items ?? [])
    .map((item) => ({ term: String(item.sk).split('#')[0]!, summary: item.summary as JobSummaryRecord }))
    .filter((s) => /^\d{15}$/.test(s.term));
}
