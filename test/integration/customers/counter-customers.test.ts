// Issue 11, item 2: every job's customer has a shop record, found by name and phone with their jobs
// and devices (decision 115), and staff merge two records of one person (decision 116).
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { linkCustomerToUser, markMerging } from '../../../functions/data/customers';
import { openJob } from '../../../functions/repairs/open-job';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { readLog } from '../audit/audit-helpers';
import { INTAKE, createCustomerRecord, openWalkIn, phoneDevice, signedInUser, uniqueContact, type SignedIn } from '../repairs/repair-helpers';

let bus: ReturnType<typeof useLocalBus>;
let admin: SignedIn;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInUser('admin');
});

/** A job for someone with no shop record: how a guest booking's check-in or the demo walk-in opens. */
function jobForContact(contact: { firstName: string; lastName?: string; phone?: string; email?: string }, userId?: string) {
  return openJob({
    source: 'booking',
    customer: { ...(userId ? { userId } : {}), contact },
    device: phoneDevice(),
    fault: 'Will not charge',
    intake: INTAKE,
    openedBy: { name: 'Counter', role: 'admin' },
    now: new Date(),
    siteOrigin: null,
  });
}

const search = (q: string) => invoke(routes.searchCustomers, { ...admin.as, query: { q } });
const detail = (qrCode: string) => invoke(routes.getCustomer, { ...admin.as, params: { qrCode } });
const merge = (keptQr: string, removeQr: string, as = admin.as) => invoke(routes.mergeCustomers, { ...as, params: { qrCode: keptQr }, body: { removeQr } });

describe('a job whose customer has no shop record', () => {
  it('writes a record with the job, found by name and by phone, with the job and its device', async () => {
    const { phone } = uniqueContact();
    // Letters only: a name with digits would be read as a serial number.
    const surname = `Doherty${[...phone.slice(-4)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
    const { job } = await jobForContact({ firstName: 'Ciarán', lastName: surname, phone });

    const byName = await search(`ciaran ${surname}`);
    const byPhone = await search(`${phone.slice(0, 5)} ${phone.slice(5)}`);

    expect(job.customer?.customerQr).toEqual(expect.any(String));
    expect(byName.body.customers).toEqual([expect.objectContaining({ qrCode: job.customer!.customerQr, firstName: 'Ciarán', lastName: surname, phone })]);
    expect(byPhone.body.customers.map((c: { qrCode: string }) => c.qrCode)).toEqual([job.customer!.customerQr]);
    const record = await detail(job.customer!.customerQr!);
    expect(record.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([job.qrCode]);
    expect(record.body.devices.map((d: { qrCode: string }) => d.qrCode)).toEqual([job.device.qrCode]);
  });

  it("joins the record that already has the customer's phone instead of making a second one", async () => {
    const record = await createCustomerRecord(admin);

    const { job } = await jobForContact({ firstName: 'Pat', phone: record.body.phone });

    expect(job.customer?.customerQr).toBe(record.body.qrCode);
    expect((await detail(record.body.qrCode)).body.jobs).toHaveLength(1);
  });

  it('links the new record to the account when the job is an account holder’s', async () => {
    const customer = await signedInUser('customer');

    const { job } = await jobForContact({ firstName: customer.user.firstName, phone: customer.user.phone }, customer.user.id);

    const cards = await invoke(routes.listMyCustomerRecords, customer.as);
    expect(cards.body.records.map((r: { qrCode: string }) => r.qrCode)).toEqual([job.customer!.customerQr]);
  });

  it('opens one record when two jobs for the same new phone are opened at once', async () => {
    const { phone } = uniqueContact();

    const [a, b] = await Promise.all([jobForContact({ firstName: 'Orla', phone }), jobForContact({ firstName: 'Orla', phone })]);

    expect(a.job.customer!.customerQr).toBe(b.job.customer!.customerQr);
    expect((await search(phone)).body.customers).toHaveLength(1);
  });
});

describe('POST /api/admin/customers/{qrCode}/merge', () => {
  it("moves the other record's jobs, devices, phone and account link to the one kept, removes it and audits it", async () => {
    const kept = await createCustomerRecord(admin, { email: '' });
    const removed = await createCustomerRecord(admin, { firstName: 'Pádraig', lastName: 'O Brien' });
    const owner = await signedInUser('customer');
    const keptJob = await openWalkIn(admin, { customerQr: kept.body.qrCode });
    const removedJobs = [await openWalkIn(admin, { customerQr: removed.body.qrCode }), await openWalkIn(admin, { customerQr: removed.body.qrCode })];
    await linkCustomerToUser(removed.body.qrCode, owner.user.id);

    const result = await merge(kept.body.qrCode, removed.body.qrCode);
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body.customer).toMatchObject({ qrCode: kept.body.qrCode, linkedAccount: true, email: removed.body.email, otherPhones: [removed.body.phone] });
    expect(result.body.jobs.map((j: { qrCode: string }) => j.qrCode).sort()).toEqual([keptJob.qrCode, ...removedJobs.map((j) => j.qrCode)].sort());
    expect(result.body.devices).toHaveLength(3);
    expect((await detail(removed.body.qrCode)).status).toBe(404);
    const job = await invoke(routes.getJob, { ...admin.as, params: { qrCode: removedJobs[0].qrCode } });
    expect(job.body.customer.customerQr).toBe(kept.body.qrCode);
    expect((await search(removed.body.phone)).body.customers.map((c: { qrCode: string }) => c.qrCode)).toEqual([kept.body.qrCode]);
    const cards = await invoke(routes.listMyCustomerRecords, owner.as);
    expect(cards.body.records.map((r: { qrCode: string }) => r.qrCode)).toEqual([kept.body.qrCode]);
    const later = await jobForContact({ firstName: 'Pádraig', phone: removed.body.phone });
    expect(later.job.customer!.customerQr).toBe(kept.body.qrCode);
    const log = await readLog(admin.token, { action: 'customer_merged' });
    expect(log.find((e) => e.details.includes(removed.body.qrCode))?.details).toContain(`merged into ${kept.body.qrCode}`);
  });

  it('finishes a merge that was cut short when it is asked for again', async () => {
    const kept = await createCustomerRecord(admin);
    const removed = await createCustomerRecord(admin);
    await openWalkIn(admin, { customerQr: removed.body.qrCode });
    await markMerging(kept.body.qrCode, removed.body.qrCode);
    // Meanwhile the counter opens a job under the record on its way out: it joins the kept one.
    const meanwhile = await openWalkIn(admin, { customerQr: removed.body.qrCode });

    const result = await merge(kept.body.qrCode, removed.body.qrCode);

    expect(result.status).toBe(200);
    expect(meanwhile.customer.customerQr).toBe(kept.body.qrCode);
    expect(result.body.jobs).toHaveLength(2);
    expect((await detail(removed.body.qrCode)).status).toBe(404);
  });

  it('refuses records of two different accounts, a record merged into itself, and a customer', async () => {
    const [a, b] = [await createCustomerRecord(admin), await createCustomerRecord(admin)];
    await linkCustomerToUser(a.body.qrCode, (await signedInUser('customer')).user.id);
    await linkCustomerToUser(b.body.qrCode, (await signedInUser('customer')).user.id);
    const customer = await signedInUser('customer');

    const twoAccounts = await merge(a.body.qrCode, b.body.qrCode);
    const itself = await merge(a.body.qrCode, a.body.qrCode);
    const byCustomer = await merge(a.body.qrCode, b.body.qrCode, customer.as);

    expect(twoAccounts).toMatchObject({ status: 409, body: { message: 'These records belong to two different online accounts, so they cannot be merged.' } });
    expect(itself.status).toBe(400);
    expect(byCustomer.status).toBe(403);
    expect((await detail(b.body.qrCode)).status).toBe(200);
  });
});
