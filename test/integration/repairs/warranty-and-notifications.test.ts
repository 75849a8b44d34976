import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { eventTypes } from '../../../shared/events';
import { warrantyEndFrom } from '../../../shared/repairs/warranty';
import { openWarrantyClaim } from '../../../functions/repairs/warranty-claim';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { INTAKE, createCustomerRecord, emailsTo, moveJob, openWalkIn, signedInUser, type SignedIn } from './repair-helpers';

async function collectedJob(admin: SignedIn, body: Record<string, unknown> = {}) {
  const job = await openWalkIn(admin, { estimatePence: 7000, ...body });
  for (const status of ['In repair', 'Quality check', 'Ready for collection', 'Collected']) await moveJob(admin, job.qrCode, status);
  return (await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } })).body;
}

describe('warranty', () => {
  it('starts 12 months of warranty at collection, on the job and on the device', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');

    const job = await collectedJob(admin);
    const device = await invoke(routes.getAdminDevice, { ...admin.as, params: { qrCode: job.device.qrCode } });

    expect(job.collectedAt).toBeDefined();
    expect(job.warrantyEndsAt).toBe(warrantyEndFrom(job.collectedAt));
    const end = new Date(job.warrantyEndsAt);
    const collected = new Date(job.collectedAt);
    expect(end.getUTCFullYear() * 12 + end.getUTCMonth() - (collected.getUTCFullYear() * 12 + collected.getUTCMonth())).toBe(12);
    expect(job.warranty.state).toBe('active');
    expect([365, 366]).toContain(job.warranty.daysLeft);
    expect(device.body.warranty).toMatchObject({ state: 'active', endsAt: job.warrantyEndsAt });
    expect(device.body.repairs[0]).toMatchObject({ jobNumber: job.jobNumber, status: 'Collected' });
  });

  it('opens an uncharged warranty claim against a collected job, linked to it', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const original = await collectedJob(admin);

    const claim = await invoke(routes.openWarrantyClaim, {
      ...admin.as,
      params: { qrCode: original.qrCode },
      body: { fault: 'Screen flickers again', intake: INTAKE },
    });
    await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: claim.body.qrCode }, body: { kind: 'part', description: 'Screen', unitPence: 4500 } });
    const after = await invoke(routes.getJob, { ...admin.as, params: { qrCode: claim.body.qrCode } });

    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({ source: 'warranty', warrantyOfJob: { qrCode: original.qrCode, jobNumber: original.jobNumber }, charged: false });
    expect(claim.body.device.qrCode).toBe(original.device.qrCode);
    expect(after.body).toMatchObject({ linesTotalPence: 4500, amountDuePence: 0, charged: false });
  });

  it('refuses a claim once the 12 months are over, and against a job not collected', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const original = await collectedJob(admin);
    const open = await openWalkIn(admin);
    const thirteenMonthsOn = new Date(Date.parse(original.collectedAt) + 396 * 24 * 3600 * 1000);

    const late = await openWarrantyClaim({
      originalQr: original.qrCode,
      fault: 'Battery',
      intake: INTAKE,
      by: { name: 'Ciara D.', role: 'admin' },
      now: thirteenMonthsOn,
      siteOrigin: null,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    const notCollected = await invoke(routes.openWarrantyClaim, { ...admin.as, params: { qrCode: open.qrCode }, body: { fault: 'Battery', intake: INTAKE } });

    expect(late).toMatchObject({ status: 409, message: expect.stringContaining(`The warranty of ${original.jobNumber} ended on`) });
    expect(notCollected.status).toBe(409);
    expect(notCollected.body.message).toBe('Only a collected job can have a warranty claim.');
  });
});

describe('customer emails', () => {
  it('emails every customer-visible status change, the estimate and ready for collection, with the tracking link', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin)).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode, estimatePence: 9950 });

    for (const status of ['Diagnosing', 'Awaiting approval', 'In repair', 'Quality check', 'Ready for collection', 'Collected']) {
      expect((await moveJob(admin, job.qrCode, status)).status).toBe(200);
    }
    await bus.drain();
    // Collection also asks for a review once (issue 13), by its own link: the job's emails are the rest.
    const sent = await emailsTo(customer.email);
    expect(sent.filter((e) => e.kind === 'review-invitation')).toHaveLength(1);
    const emails = sent.filter((e) => e.kind !== 'review-invitation');

    const link = `http://localhost:5173/job/${job.qrCode}`;
    expect(emails.map((e) => e.kind)).toEqual(['job-status', 'job-status', 'job-estimate', 'job-status', 'job-ready', 'job-status']);
    expect(emails.map((e) => e.subject)).toEqual([
      `${job.jobNumber}: Checked in`,
      `${job.jobNumber}: Diagnosing`,
      `${job.jobNumber}: your estimate is ready to approve`,
      `${job.jobNumber}: In repair`,
      `${job.jobNumber}: ready for collection`,
      `${job.jobNumber}: Collected`,
    ]);
    for (const email of emails) expect(email.links).toEqual([link]);
    expect(emails[2]!.text).toContain('£99.50');
    expect(emails[5]!.text).toContain('covered by our warranty until');
  });

  it('emails a changed estimate while the customer is asked to approve one, and asks again', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin)).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode, estimatePence: 5000 });
    await moveJob(admin, job.qrCode, 'Awaiting approval');

    const updated = await invoke(routes.updateJob, { ...admin.as, params: { qrCode: job.qrCode }, body: { estimatePence: 6500 } });
    await bus.drain();
    const estimates = (await emailsTo(customer.email)).filter((e) => e.kind === 'job-estimate');

    expect(updated.body.estimateApproval).toBe('pending');
    expect(estimates).toHaveLength(2);
    expect(estimates[1]!.text).toContain('£65.00');
  });

  it('sends a status email once even when its event is delivered twice', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin)).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode });
    await moveJob(admin, job.qrCode, 'Diagnosing');
    await bus.drain();
    const published = bus.delivered.filter(
      (e) => e.detailType === eventTypes.emailRequested.detailType && (e.detail as { to: string }).to === customer.email,
    );
    const { handler } = await import('../../../functions/consumers/mail/send-email');

    for (const event of published) {
      await handler({ version: '0', id: event.id, 'detail-type': event.detailType, source: event.source, account: '0', time: event.time, region: 'eu-west-2', resources: [], detail: event.detail }, { awsRequestId: 'redelivery' } as never);
    }

    expect(published).toHaveLength(2);
    expect(await emailsTo(customer.email)).toHaveLength(2);
  });

  it('changes the status even when the bus cannot take the email', async () => {
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin)).body;
    useLocalBus();
    const job = await openWalkIn(admin, { customerQr: customer.qrCode });
    const { setLocalEventSink } = await import('../../../functions/events/publish-event');
    setLocalEventSink(() => {
      throw new Error('bus down');
    });

    const moved = await moveJob(admin, job.qrCode, 'Diagnosing');

    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('Diagnosing');
  });
});
