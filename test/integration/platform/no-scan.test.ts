// No Scan on a request path, at run time (decision 336): with the scale bench's meter on the app's
// DynamoDB client (which refuses any Scan), every GET route of the manifest is called through its
// handler, as its caller would (the owner for admin routes, a customer for customer routes), with a
// real job's QR code where a route takes one; not one asks DynamoDB for a Scan.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/api/manifest';
import { db, tableName } from '../../../functions/data/client';
import { emptyTally, installMeter, ScanRefusedError, type Tally } from '../../../scripts/scale/dynamo-meter';
import { invoke } from '../../support/invoke';
import { openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';

let tally: Tally | null = null;
let admin: SignedIn;
let customer: SignedIn;
let qrCode: string;

beforeAll(async () => {
  installMeter(db, () => tally);
  admin = await signedInUser('admin');
  customer = await signedInUser('customer');
  qrCode = (await openWalkIn(admin)).qrCode;
});

describe('no Scan on a request path', () => {
  it('refuses a Scan sent through the metered client', async () => {
    tally = emptyTally();
    await expect(db.send(new ScanCommand({ TableName: tableName, Limit: 1 }))).rejects.toBeInstanceOf(ScanRefusedError);
    expect(tally.scans).toEqual([tableName]);
    tally = null;
  });

  it('calls every GET route of the manifest without a Scan', async () => {
    const reads = routeList.filter((route) => route.method === 'GET');
    tally = emptyTally();
    const answered: Record<string, number> = {};
    for (const route of reads) {
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, name === 'qrCode' ? qrCode : `sample-${name}`]));
      const caller = route.auth === 'admin' ? admin.as : route.auth === 'customer' ? customer.as : {};
      answered[route.name] = (await invoke(route, { ...caller, params })).status;
    }
    const scans = tally.scans;
    tally = null;

    expect(Object.keys(answered)).toHaveLength(reads.length);
    expect(scans).toEqual([]);
    // Many answer 4xx for a sample id; none may fail for the refused Scan (it would be a 500).
    expect(Object.entries(answered).filter(([, status]) => status >= 500)).toEqual([]);
  });
});
