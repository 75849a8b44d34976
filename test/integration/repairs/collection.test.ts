// Collecting a repair is one operation (issue 32, decision 242): whether the job sheet's Collected
// button or a till sale collects it, the job is Collected with its warranty (a member's tier's extra
// months too), the customer is told, the repairs report counts it once, the customer is invited to
// review it once, and the activity log records who collected it and where.
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { londonDay } from '../../../shared/dates';
import { eventTypes } from '../../../shared/events';
import { warrantyEndFrom } from '../../../shared/repairs/warranty';
import { newCustomerItems } from '../../../functions/data/customers';
import { getAccount } from '../../../functions/data/loyalty-ledger';
import { transactWrite } from '../../../functions/data/transact';
import { awardPoints } from '../../../functions/loyalty/points-ledger';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { readLog } from '../audit/audit-helpers';
import { createCustomerRecord, emailsTo, moveJob, openWalkIn, phoneDevice, signedInUser, type SignedIn } from './repair-helpers';

const bus = useLocalBus();
// The till's half needs the shop's one drawer, which the till's own test files also use.
takeDrawerTurn();

let admin: SignedIn;
const LABOUR_PENCE = 4000;

beforeAll(async () => {
  admin = await signedInUser('admin');
  const current = (await invoke(routes.getCurrentDrawer, admin.as)).body.session;
  if (!current) expect((await invoke(routes.openDrawer, { ...admin.as, body: { floatPence: 5000 } })).status).toBe(201);
});

interface ReadyJob {
  qrCode: string;
  jobNumber: string;
  model: string;
  email: string;
}

/** A job Ready for collection, for a customer record with an email (or the one given), of a model no other test uses. */
async function readyJob(customerQr?: string): Promise<ReadyJob> {
  const model = `Galaxy ${randomUUID().slice(0, 8)}`;
  const email = `collect${randomInt(100_000_000, 999_999_999)}@example.com`;
  const customer = customerQr ?? (await createCustomerRecord(admin, { email, firstName: 'Orla', lastName: 'Devlin' })).body.qrCode;
  const job = await openWalkIn(admin, { customerQr: customer, device: phoneDevice({ make: 'Samsung', model }) });
  const line = await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'labour', description: 'Screen replacement', quantity: 1, unitPence: LABOUR_PENCE } });
  expect(line.status).toBe(200);
  for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(admin, job.qrCode, status)).status, status).toBe(200);
  return { qrCode: job.qrCode, jobNumber: job.jobNumber, model, email };
}

/** The two pages that collect a repair, and what the activity log says of each. */
const entryPoints = [
  {
    name: "the job sheet's Collected button",
    where: 'on the job sheet',
    // No money changes hands on the job sheet, and points are earned on money paid for repairs (decision 151).
    pointsFor: (_paidPence: number) => 0,
    collect: async (job: ReadyJob, _duePence?: number) => {
      const moved = await moveJob(admin, job.qrCode, 'Collected');
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    },
  },
  {
    name: 'a till sale',
    where: 'at the till with INV-',
    pointsFor: (paidPence: number) => Math.floor(paidPence / 100),
    collect: async (job: ReadyJob, duePence = LABOUR_PENCE) => {
      const sold = await invoke(routes.createSale, {
        ...admin.as,
        body: { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [{ method: 'cash', amountPence: duePence }] },
      });
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    },
  },
];

describe.each(entryPoints)('a repair collected through $name', ({ collect, where, pointsFor }) => {
  it('is Collected with 12 months of warranty on the job, its device and its timeline', async () => {
    const job = await readyJob();

    await collect(job);

    const collected = (await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } })).body;
    expect(collected.status).toBe('Collected');
    expect(collected.warrantyEndsAt).toBe(warrantyEndFrom(new Date(collected.collectedAt), 12));
    const device = await invoke(routes.getAdminDevice, { ...admin.as, params: { qrCode: collected.device.qrCode } });
    expect(device.body.warranty).toMatchObject({ state: 'active', endsAt: collected.warrantyEndsAt });
    expect(collected.timeline.filter((e: { status?: string }) => e.status === 'Collected')).toHaveLength(1);
  });

  it('tells the customer the job was collected, with its warranty', async () => {
    const job = await readyJob();

    await collect(job);
    await bus.drain();

    const told = (await emailsTo(job.email)).filter((e) => e.kind === 'job-status' && e.subject.includes('Collected'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('warranty until');
  });

  it("is counted once in the repairs report of its day, by model and repair type", async () => {
    const job = await readyJob();
    const today = londonDay(new Date());
    const before = (await invoke(routes.getRepairsReport, { ...admin.as, query: { from: today, to: today } })).body;

    await collect(job);
    await bus.drain();

    const after = (await invoke(routes.getRepairsReport, { ...admin.as, query: { from: today, to: today } })).body;
    const announced = bus.delivered.filter((e) => e.detailType === eventTypes.jobCollected.detailType && (e.detail as { qrCode: string }).qrCode === job.qrCode);
    expect(announced).toHaveLength(1);
    expect(after.jobsCollected).toBeGreaterThanOrEqual(before.jobsCollected + 1);
    expect(after.topModels).toContainEqual({ name: `Samsung ${job.model}`, jobs: 1 });
  });

  it('invites the customer to review the repair, once', async () => {
    const job = await readyJob();

    await collect(job);
    await bus.drain();

    const invitations = (await emailsTo(job.email)).filter((e) => e.kind === 'review-invitation');
    expect(invitations).toHaveLength(1);
    const token = new URL(invitations[0]!.links[0]!).searchParams.get('review')!;
    const invitation = await invoke(routes.getReviewInvitation, { params: { token } });
    expect(invitation.body).toEqual({ firstName: 'Orla', device: `Samsung ${job.model}`, reviewed: false });
  });

  it("gives a Gold member's repair the tier's 3 extra months of warranty, and points for what was paid", async () => {
    const member = await signedInUser('customer');
    await awardPoints({ userId: member.user.id, key: `test:${randomUUID()}`, kind: 'bonus', points: 450, source: { type: 'adjustment', id: 'test' }, description: 'Test points', at: new Date() });
    const customerQr = newQrCode();
    await transactWrite(newCustomerItems({ qrCode: customerQr, firstName: 'Orla', lastName: 'Devlin', phone: `07${randomInt(100_000_000, 1_000_000_000)}`, userId: member.user.id, createdAt: new Date().toISOString() }));
    const job = await readyJob(customerQr);

    // At the till the tier also takes its 10% off the repair (decision 161).
    await collect(job, LABOUR_PENCE * 0.9);
    await bus.drain();

    const collected = (await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } })).body;
    expect(collected.warrantyEndsAt).toBe(warrantyEndFrom(new Date(collected.collectedAt), 15));
    expect((await getAccount(member.user.id))?.balance).toBe(450 + pointsFor(LABOUR_PENCE * 0.9));
  });

  it('is recorded in the activity log: which job, where and by whom', async () => {
    const job = await readyJob();

    await collect(job);
    await bus.drain();

    const log = await readLog(admin.token, { action: 'job_collected' });
    const entry = log.find((e) => e.details.includes(job.jobNumber));
    expect(entry?.details).toContain(`Repair ${job.jobNumber} (Samsung ${job.model}) collected ${where}`);
    expect(entry?.details).toContain('by Ciara D.');
    expect(entry?.userId).toBe(admin.user.id);
  });
});
