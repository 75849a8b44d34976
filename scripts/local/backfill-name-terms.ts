// A one-way migration for data from before decision 360: every job and shop customer record gets its
// full-name search terms (first+last and last+first), so a two-word name search is one Query. Jobs are
// walked through the all-jobs index page by page, customer records through their phone terms (every
// record's phone is a UK mobile, 07..., so they are the ten partitions CUSTOMER_SEARCH#070-079): a
// start-up task, not a request path. Puts without conditions: a second run changes nothing.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import type { CustomerRecord } from '../../functions/data/customers';
import { summaryOf, type JobRecord } from '../../functions/data/jobs';
import { stripKeys } from '../../functions/data/items';
import * as keys from '../../functions/data/keys';
import { fullNameTerms, jobNameTerms } from '../../functions/data/search-terms';
import { writeAll } from './batch-write';

async function eachPage(input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>, onPage: (items: Record<string, unknown>[]) => Promise<void>): Promise<void> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ TableName: tableName, ...input, ExclusiveStartKey }));
    await onPage(page.Items ?? []);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Answers how many full-name copies it wrote (jobs and customer records). */
export async function backfillNameTerms(): Promise<{ jobCopies: number; customerCopies: number }> {
  let jobCopies = 0;
  await eachPage({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.allJobsPartition } }, async (items) => {
    const copies = items.flatMap((item) => {
      const job = stripKeys(item) as unknown as JobRecord;
      const summary = summaryOf(job);
      return jobNameTerms(job).map((term) => ({ ...keys.jobNameTerm(term, job.openedAt, job.qrCode), type: 'JobCopy', jobQr: job.qrCode, summary }));
    });
    await writeAll(copies);
    jobCopies += copies.length;
  });
  let customerCopies = 0;
  for (let digit = 0; digit <= 9; digit++) {
    const partition = keys.customerSearchPartition(`07${digit}`);
    await eachPage({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition } }, async (items) => {
      const copies = items.flatMap((item) => {
        const customer = item.customer as CustomerRecord | undefined;
        // Each record once: the copy under its own phone (merged records' other phones are copies too).
        if (!customer || !String(item.sk).startsWith(`${customer.phone}#`)) return [];
        return fullNameTerms(customer.firstName, customer.lastName).map((term) => ({ ...keys.customerNameTerm(term, customer.qrCode), type: 'CustomerCopy', customer }));
      });
      await writeAll(copies);
      customerCopies += copies.length;
    });
  }
  return { jobCopies, customerCopies };
}
