import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { getUserById } from '../../../functions/data/users';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, moveJob, newImei, openWalkIn, phoneDevice, signedInUser, uniqueContact, type SignedIn } from './repair-helpers';

/** A walk-in job whose customer record has the given contact details. */
async function walkInFor(admin: SignedIn, contact: { phone: string; email?: string }, body: Record<string, unknown> = {}) {
  const record = (await createCustomerRecord(admin, { ...contact, email: contact.email ?? '' })).body;
  return openWalkIn(admin, { customerQr: record.qrCode, estimatePence: 6000, ...body });
}

describe('claiming a walk-in job by its QR code', () => {
  it('adds the job and its device to the account whose verified email matches, once', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const job = await walkInFor(admin, { phone: uniqueContact().phone, email: owner.user.email });

    const claimed = await invoke(routes.claimJob, { ...owner.as, body: { qrCode: job.qrCode } });
    const again = await invoke(routes.claimJob, { ...owner.as, body: { qrCode: job.qrCode } });
    const myJobs = await invoke(routes.listMyJobs, owner.as);
    const myDevices = await invoke(routes.listMyDevices, owner.as);
    const tracking = await invoke(routes.trackJob, { params: { qrCode: job.qrCode } });

    expect(claimed.status).toBe(200);
    expect(claimed.body.message).toBe('The repair is now in your account.');
    expect(again.body.message).toBe('This repair is already in your account.');
    expect(myJobs.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([job.qrCode]);
    expect(myDevices.body.devices.map((d: { qrCode: string }) => d.qrCode)).toEqual([job.device.qrCode]);
    expect(tracking.body.claimable).toBe(false);
    const record = await invoke(routes.getCustomer, { ...admin.as, params: { qrCode: job.customer.customerQr } });
    const search = await invoke(routes.searchCustomers, { ...admin.as, query: { q: job.customer.phone } });
    expect(record.body.customer.linkedAccount).toBe(true);
    expect(search.body.customers.map((c: { linkedAccount: boolean }) => c.linkedAccount)).toEqual([true]);
  });

  it('puts later jobs of a linked customer record straight into the account', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const first = await walkInFor(admin, { phone: owner.user.phone, email: owner.user.email });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: first.qrCode } });

    const next = await openWalkIn(admin, { customerQr: first.customer.customerQr });
    const mine = await invoke(routes.listMyJobs, owner.as);

    expect(next.customer.hasAccount).toBe(true);
    expect(mine.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([next.qrCode, first.qrCode]);
  });

  it('refuses an account whose contact details do not match, and one whose matching email is not verified', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const stranger = await signedInUser('customer');
    const unverified = await signedInUser('customer', { emailVerified: false });
    const job = await walkInFor(admin, { phone: (await signedInUser('customer')).user.phone, email: unverified.user.email });

    const byStranger = await invoke(routes.claimJob, { ...stranger.as, body: { qrCode: job.qrCode } });
    const byUnverified = await invoke(routes.claimJob, { ...unverified.as, body: { qrCode: job.qrCode } });
    const tracking = await invoke(routes.trackJob, { params: { qrCode: job.qrCode } });

    // Neither is proof: each is asked for a code sent to the job's own email, and sees nothing of the job.
    expect(byStranger.status).toBe(200);
    expect(byStranger.body).toEqual({ message: expect.stringContaining('6-digit code'), codeSentBy: 'email' });
    expect(byUnverified.body.job).toBeUndefined();
    expect(tracking.body.claimable).toBe(true);
  });

  it('refuses a second account once the job is claimed', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const job = await walkInFor(admin, { phone: owner.user.phone, email: owner.user.email });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: job.qrCode } });
    const other = await signedInUser('customer');

    const result = await invoke(routes.claimJob, { ...other.as, body: { qrCode: job.qrCode } });

    // Another account's job is answered like a job that does not exist.
    expect(result.status).toBe(404);
    expect(result.body.job).toBeUndefined();
  });

  it('resolves the code given at registration (/auth?qrCode=...) and clears it', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const { phone, email } = uniqueContact();
    const job = await walkInFor(admin, { phone, email });
    const owner = await signedInUser('customer', { phone, email, pendingJobClaim: { qrCode: job.qrCode, requestedAt: new Date().toISOString() } });

    const result = await invoke(routes.claimJob, { ...owner.as, body: {} });

    expect(result.status).toBe(200);
    expect(result.body.job.qrCode).toBe(job.qrCode);
    expect((await getUserById(owner.user.id))?.pendingJobClaim).toBeUndefined();
  });

  it('answers 404 for an unknown code and 400 when there is no code at all', async () => {
    const owner = await signedInUser('customer');

    expect((await invoke(routes.claimJob, { ...owner.as, body: { qrCode: 'AAAAAAAAAAAAAAAAAAAAAA' } })).status).toBe(404);
    expect((await invoke(routes.claimJob, { ...owner.as, body: {} })).status).toBe(400);
  });
});

describe("another customer's jobs and devices", () => {
  it('answers 404 to reading or changing a job or device that is not theirs, never the data', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const other = await signedInUser('customer');
    const job = await walkInFor(admin, { phone: owner.user.phone, email: owner.user.email });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: job.qrCode } });
    await moveJob(admin, job.qrCode, 'Diagnosing');
    await moveJob(admin, job.qrCode, 'Awaiting approval');
    const device = { qrCode: job.device.qrCode };

    const attempts = [
      await invoke(routes.getMyJob, { ...other.as, params: { qrCode: job.qrCode } }),
      await invoke(routes.decideEstimate, { ...other.as, params: { qrCode: job.qrCode }, body: { decision: 'decline' } }),
      await invoke(routes.getMyDevice, { ...other.as, params: device }),
      await invoke(routes.updateMyDevice, { ...other.as, params: device, body: phoneDevice({ model: 'Stolen' }) }),
    ];
    const ownView = await invoke(routes.getMyJob, { ...owner.as, params: { qrCode: job.qrCode } });
    const ownDevice = await invoke(routes.getMyDevice, { ...owner.as, params: device });

    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(JSON.stringify(attempt.body)).not.toContain(job.jobNumber);
    }
    expect(ownView.body.estimateApproval).toBe('pending');
    expect(ownDevice.body.device.model).toBe('iPhone 13');
    expect((await invoke(routes.listMyJobs, other.as)).body.jobs).toEqual([]);
  });

  it('keeps customers out of the admin endpoints', async () => {
    const customer = await signedInUser('customer');

    for (const [route, options] of [
      [routes.listJobs, {}],
      [routes.getJob, { params: { qrCode: 'AAAAAAAAAAAAAAAAAAAAAA' } }],
      [routes.searchCustomers, { query: { q: 'smith' } }],
      [routes.getRepairsDashboard, {}],
    ] as const) {
      const result = await invoke(route, { ...customer.as, ...options });
      expect(result.status).toBe(403);
    }
  });
});

describe("the customer's own repairs and devices", () => {
  it('approves the estimate online, once', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const job = await walkInFor(admin, { phone: owner.user.phone, email: owner.user.email });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: job.qrCode } });
    await moveJob(admin, job.qrCode, 'Awaiting approval');

    const approved = await invoke(routes.decideEstimate, { ...owner.as, params: { qrCode: job.qrCode }, body: { decision: 'approve' } });
    const again = await invoke(routes.decideEstimate, { ...owner.as, params: { qrCode: job.qrCode }, body: { decision: 'decline' } });

    expect(approved.status).toBe(200);
    expect(approved.body.estimateApproval).toBe('approved');
    expect(approved.body.timeline.at(-1).message).toBe('Estimate of £60.00 approved by the customer');
    expect(again.status).toBe(409);
  });

  it('lists active jobs first, with warranty state', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const older = await walkInFor(admin, { phone: owner.user.phone, email: owner.user.email });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: older.qrCode } });
    for (const status of ['In repair', 'Quality check', 'Ready for collection', 'Collected']) await moveJob(admin, older.qrCode, status);
    const newer = await openWalkIn(admin, { customerQr: older.customer.customerQr });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: newer.qrCode } });
    const active = await openWalkIn(admin, { customerQr: older.customer.customerQr });
    await invoke(routes.claimJob, { ...owner.as, body: { qrCode: active.qrCode } });
    await moveJob(admin, newer.qrCode, 'Cancelled');

    const result = await invoke(routes.listMyJobs, owner.as);

    expect(result.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([active.qrCode, newer.qrCode, older.qrCode]);
    expect(result.body.jobs[2].warranty.state).toBe('active');
  });

  it('registers and edits a device, checking the IMEI', async () => {
    const owner = await signedInUser('customer');
    const imei = newImei();

    const bad = await invoke(routes.registerDevice, { ...owner.as, body: { make: 'Samsung', model: 'Galaxy S22', type: 'phone', imei: '123456789012345' } });
    const created = await invoke(routes.registerDevice, { ...owner.as, body: { make: 'Samsung', model: 'Galaxy S22', type: 'phone', imei: `${imei.slice(0, 5)} ${imei.slice(5)}` } });
    const edited = await invoke(routes.updateMyDevice, { ...owner.as, params: { qrCode: created.body.qrCode }, body: { make: 'Samsung', model: 'Galaxy S22 Ultra', type: 'phone', imei } });
    const console_ = await invoke(routes.registerDevice, { ...owner.as, body: { make: 'Sony', model: 'PlayStation 5', type: 'console', serial: 'cfi-1216a 01' } });
    const list = await invoke(routes.listMyDevices, owner.as);

    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('IMEI must be 15 digits with a valid check digit');
    expect(created.status).toBe(201);
    expect(created.body.imei).toBe(imei);
    expect(created.body.qrCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(edited.body.model).toBe('Galaxy S22 Ultra');
    expect(console_.body.serial).toBe('CFI1216A01');
    expect(list.body.devices).toHaveLength(2);
    expect(list.body.devices.every((d: { warranty: { state: string } }) => d.warranty.state === 'none')).toBe(true);
  });
});
