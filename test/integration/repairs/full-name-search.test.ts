// Decision 360: a search of two or more name words is one Query of the full-name terms (first+last and
// last+first), jobs newest first; the one-off backfill writes those terms for jobs and records made
// before them, and running it twice changes nothing.
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { db, tableName } from '../../../functions/data/client';
import * as keys from '../../../functions/data/keys';
import { fullNameTerms } from '../../../functions/data/search-terms';
import { backfillNameTerms } from '../../../scripts/local/backfill-name-terms';
import { emptyTally, installMeter, type Tally } from '../../../scripts/scale/dynamo-meter';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, openWalkIn, signedInUser, uniqueContact, type SignedIn } from './repair-helpers';

let tally: Tally | null = null;
let admin: SignedIn;

beforeAll(async () => {
  installMeter(db, () => tally);
  admin = await signedInUser('admin');
});

/** A surname no other test uses: letters only (digits would read as a serial number). */
function uniqueSurname(): string {
  return `Quinn${[...uniqueContact().phone.slice(-6)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
}

async function measured<T>(work: () => Promise<T>): Promise<{ result: T; requests: number }> {
  tally = emptyTally();
  try {
    const result = await work();
    return { result, requests: tally.byCommand.QueryCommand ?? 0 };
  } finally {
    tally = null;
  }
}

/** A walk-in job for a new customer record of this name. */
async function jobFor(firstName: string, lastName: string) {
  const record = await createCustomerRecord(admin, { firstName, lastName });
  if (record.status !== 201) throw new Error(`Customer record refused: ${JSON.stringify(record.body)}`);
  return openWalkIn(admin, { customerQr: record.body.qrCode });
}

const searchJobs = (q: string) => invoke(routes.listJobs, { ...admin.as, query: { q } });
const searchCustomers = (q: string) => invoke(routes.searchCustomers, { ...admin.as, query: { q } });

describe('full-name search', () => {
  it('finds a name typed first+last or last+first with one Query, jobs newest first', async () => {
    const surname = uniqueSurname();
    const first = await jobFor('Siobhán', surname);
    const second = await jobFor('Siobhán', surname);

    const forward = await measured(() => searchJobs(`siobhan ${surname}`));
    const backward = await measured(() => searchJobs(`${surname} Siobh`));
    const customers = await measured(() => searchCustomers(`Siobhán ${surname}`));

    expect(forward.result.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([second.qrCode, first.qrCode]);
    expect(backward.result.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([second.qrCode, first.qrCode]);
    expect(forward.requests).toBe(1);
    expect(backward.requests).toBe(1);
    expect(customers.result.body.customers).toHaveLength(2);
    expect(customers.requests).toBe(1);
  });

  it('falls back to the longest word and the others when no full name starts so', async () => {
    const surname = uniqueSurname();
    const job = await jobFor('Mary Kate', surname);

    // "kate <surname>" begins neither "mary kate <surname>" nor "<surname> mary kate".
    const found = await measured(() => searchJobs(`Kate ${surname}`));

    expect(found.result.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([job.qrCode]);
    expect(found.requests).toBe(2);
  });

  it('backfills the full-name terms of jobs and records made before them, twice without change', async () => {
    const surname = uniqueSurname();
    const job = await jobFor('Ciarán', surname);
    for (const term of fullNameTerms('Ciarán', surname)) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: keys.jobNameTerm(term, job.openedAt, job.qrCode) }));
      await db.send(new DeleteCommand({ TableName: tableName, Key: keys.customerNameTerm(term, job.customer.customerQr) }));
    }
    expect((await measured(() => searchJobs(`ciaran ${surname}`))).requests).toBe(2);

    await backfillNameTerms();
    await backfillNameTerms();

    const jobs = await measured(() => searchJobs(`ciaran ${surname}`));
    const customers = await measured(() => searchCustomers(`${surname} ciaran`));
    expect(jobs.result.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([job.qrCode]);
    expect(jobs.requests).toBe(1);
    expect(customers.result.body.customers.map((c: { qrCode: string }) => c.qrCode)).toEqual([job.customer.customerQr]);
    expect(customers.requests).toBe(1);
  });
});
