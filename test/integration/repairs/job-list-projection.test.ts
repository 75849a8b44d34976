// Decision 363: the job list's page reads only the summary's fields of each header (a
// ProjectionExpression), and its rows are the same summaries the whole headers would give.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { db } from '../../../functions/data/client';
import { getJob, summaryOf } from '../../../functions/data/jobs';
import { emptyTally, installMeter, type Tally } from '../../../scripts/scale/dynamo-meter';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, openWalkIn, signedInUser, type SignedIn } from './repair-helpers';

let tally: Tally | null = null;
let admin: SignedIn;

beforeAll(async () => {
  installMeter(db, () => tally);
  admin = await signedInUser('admin');
});

describe('GET /api/admin/jobs, first page', () => {
  it('answers the same summaries from the projected fields, in one Query', async () => {
    const record = await createCustomerRecord(admin, { firstName: 'Gráinne', lastName: 'Projection' });
    const opened = await openWalkIn(admin, { customerQr: record.body.qrCode });

    tally = emptyTally();
    const page = await invoke(routes.listJobs, { ...admin.as, query: {} });
    const queries = tally.byCommand.QueryCommand ?? 0;
    tally = null;

    const row = page.body.jobs.find((j: { qrCode: string }) => j.qrCode === opened.qrCode);
    expect(page.status).toBe(200);
    expect(row).toEqual(JSON.parse(JSON.stringify(summaryOf((await getJob(opened.qrCode))!))));
    expect(row.customerName).toBe('Gráinne Projection');
    expect(queries).toBe(1);
  });
});
