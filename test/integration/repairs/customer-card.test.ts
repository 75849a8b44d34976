// The signed-in customer's card at the shop (decision 113): only records linked to the account, never
// another's data, in few DynamoDB requests.
import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { countDynamoRequests, createCustomerRecord, openWalkIn, signedInUser, uniqueContact, type SignedIn } from './repair-helpers';

const NOT_FOUND = { message: 'Customer record not found' };

/** A customer record with the owner's email, a walk-in job under it, claimed by the owner. */
async function linkedRecord(admin: SignedIn, owner: SignedIn) {
  const phone = uniqueContact().phone;
  const record = (await createCustomerRecord(admin, { firstName: 'Siobhán', lastName: 'McAllister', phone, email: owner.user.email })).body;
  const job = await openWalkIn(admin, { customerQr: record.qrCode, estimatePence: 8999 });
  const claimed = await invoke(routes.claimJob, { ...owner.as, body: { qrCode: job.qrCode } });
  if (claimed.status !== 200) throw new Error(`Claim failed: ${claimed.status} ${JSON.stringify(claimed.body)}`);
  return { record, job, phone };
}

describe('the customer card at the shop', () => {
  it('shows the owner their linked record with the details on file and its repairs', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const { record, job, phone } = await linkedRecord(admin, owner);
    const later = await openWalkIn(admin, { customerQr: record.qrCode });

    const list = await invoke(routes.listMyCustomerRecords, owner.as);
    const { result: one, requests } = await countDynamoRequests(() => invoke(routes.getMyCustomerRecord, { ...owner.as, params: { qrCode: record.qrCode } }));
    const atCounter = await invoke(routes.resolveQrCode, { ...admin.as, params: { qrCode: one.body.record.qrCode } });

    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      records: [{ qrCode: record.qrCode, firstName: 'Siobhán', lastName: 'McAllister', phone, email: owner.user.email, createdAt: record.createdAt }],
    });
    expect(one.status).toBe(200);
    expect(one.body.record).toEqual(list.body.records[0]);
    expect(one.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([later.qrCode, job.qrCode]);
    expect(one.body.jobs[1]).toMatchObject({ jobNumber: job.jobNumber, status: 'Checked in', estimatePence: 8999, warranty: { state: 'none' } });
    expect(one.body.jobsNotInAccount).toBe(0);
    // Besides the session check: the record's partition and the account's jobs, side by side.
    expect(requests.filter((r) => !/SESSION#/.test(r))).toEqual([
      `QueryCommand ${JSON.stringify(`CUSTOMER#${record.qrCode}`)}`,
      `QueryCommand ${JSON.stringify(`USER#${owner.user.id}`)}`,
    ]);
    // The card's QR code holds the bare code, which the counter's scanner resolves to the record.
    expect(atCounter.body).toEqual({ kind: 'customer', qrCode: record.qrCode });
  });

  it('leaves out repairs of the record that were never added to the account, and counts them', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const phone = uniqueContact().phone;
    const record = (await createCustomerRecord(admin, { phone, email: owner.user.email })).body;
    const first = await openWalkIn(admin, { customerQr: record.qrCode });
    const second = await openWalkIn(admin, { customerQr: record.qrCode });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: second.qrCode } });

    const one = await invoke(routes.getMyCustomerRecord, { ...owner.as, params: { qrCode: record.qrCode } });

    expect(one.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([second.qrCode]);
    expect(one.body.jobsNotInAccount).toBe(1);
    expect(JSON.stringify(one.body)).not.toContain(first.qrCode);
  });

  it('answers another customer with not found and none of the data', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const other = await signedInUser('customer');
    const { record, phone } = await linkedRecord(admin, owner);

    const one = await invoke(routes.getMyCustomerRecord, { ...other.as, params: { qrCode: record.qrCode } });
    const list = await invoke(routes.listMyCustomerRecords, other.as);

    expect(one.status).toBe(404);
    expect(one.body).toEqual(NOT_FOUND);
    expect(JSON.stringify(one.body)).not.toContain(phone);
    expect(list.body).toEqual({ records: [] });
  });

  it('answers not found for a record linked to no account, and for a code that names no record', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const customer = await signedInUser('customer');
    const unlinked = (await createCustomerRecord(admin, { email: customer.user.email })).body;
    const job = await openWalkIn(admin, { customerQr: unlinked.qrCode });

    const byRecord = await invoke(routes.getMyCustomerRecord, { ...customer.as, params: { qrCode: unlinked.qrCode } });
    const byJobCode = await invoke(routes.getMyCustomerRecord, { ...customer.as, params: { qrCode: job.qrCode } });
    const list = await invoke(routes.listMyCustomerRecords, customer.as);

    expect(byRecord.status).toBe(404);
    expect(byRecord.body).toEqual(NOT_FOUND);
    expect(byJobCode.status).toBe(404);
    expect(byJobCode.body).toEqual(NOT_FOUND);
    expect(list.body).toEqual({ records: [] });
  });

  it('refuses visitors and malformed codes', async () => {
    const admin = await signedInUser('admin');
    const customer = await signedInUser('customer');
    const record = (await createCustomerRecord(admin)).body;

    const visitorOne = await invoke(routes.getMyCustomerRecord, { params: { qrCode: record.qrCode } });
    const visitorList = await invoke(routes.listMyCustomerRecords, {});
    const malformed = await invoke(routes.getMyCustomerRecord, { ...customer.as, params: { qrCode: 'not-a-code' } });

    expect(visitorOne.status).toBe(401);
    expect(visitorList.status).toBe(401);
    expect(malformed.status).toBe(400);
  });
});
