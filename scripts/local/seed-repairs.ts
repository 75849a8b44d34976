// Demo repairs for `npm start`, made once, when the demo customer is created: jobs at different
// points of the workshop (in repair, waiting for approval, ready for collection, collected under
// warranty), booked in over the last few weeks with their statuses in time order, so the dashboard,
// the job list, the TV board and the customer's pages have a real-looking history to show. Walk-in
// customers at the counter are seeded on every start when their phone is not on file yet, two of them
// the same person under two numbers, to try a merge on. Made through the same domain functions the
// API uses, with their consequences delivered by a quiet bus (as-demo-data.ts): each collection is in
// the repairs report and invites its customer to review, and a few of those invitations are answered
// and published (/reviews), through the review flow's own steps; no email or text goes out.
import { createCustomer, customerQrOfPhone } from '../../functions/data/customers';
import { DEVICE_CHECKLISTS } from '../../shared/repairs/device-checklists';
import { saveChecklist } from '../../functions/repairs/save-checklist';
import { newQrCode } from '../../functions/repairs/qr-codes';
import { changeJobStatus } from '../../functions/repairs/change-status';
import { openJob, type OpenJobInput } from '../../functions/repairs/open-job';
import { assignJob } from '../../functions/repairs/assign-job';
import { findUserIdBy } from '../../functions/data/users';
import { listReviewRecords } from '../../functions/data/reviews';
import { moderateReview, submitReview } from '../../functions/content/reviews';
import { env } from '../../functions/env';
import { emailRequestedEvent, type EmailRequestedEvent } from '../../shared/events';
import type { JobStatus } from '../../shared/repairs/statuses';
import type { Actor } from '../../shared/schemas/repairs/fields';
import { DEMO_CALLER, withDemoBus } from './as-demo-data';
import type { LocalBus } from './local-bus';

const STAFF: Actor = { name: 'Shop A.', role: 'admin' };

/**
 * Who the demo jobs are assigned to, in turn: the demo technician and the owner (issue 28, decision
 * 261), so demo_technician's "My jobs" has work in it. Staff not seeded yet: nobody.
 */
async function demoAssignees(): Promise<string[]> {
  const ids = await Promise.all(['demo_technician', 'admin'].map((username) => findUserIdBy('username', username)));
  return ids.filter((id): id is string => id !== null);
}

const assigneeFor = (assignees: readonly string[], index: number) => (assignees.length ? assignees[index % assignees.length] : undefined);
const DAY = 24 * 60 * 60 * 1000;

interface DemoJob {
  customer: OpenJobInput['customer'];
  device: OpenJobInput['device'];
  fault: string;
  estimatePence: number;
  /** Booked in this many days before the seed runs (0: today); its statuses follow a day apart at most. */
  openedDaysAgo: number;
  promisedInDays: number;
  path: JobStatus[];
  /** The customer's answer to the review invitation of a collected job, published by staff with their reply. */
  review?: { stars: number; text: string; reply?: string };
}

function demoJobs(demoCustomerId: string): DemoJob[] {
  return [
    {
      customer: { userId: demoCustomerId },
      device: { make: 'Apple', model: 'iPhone 13', type: 'phone', colour: 'Midnight' },
      fault: 'Cracked screen after a drop; touch still works',
      openedDaysAgo: 1,
      estimatePence: 8999,
      promisedInDays: 1,
      path: ['Diagnosing', 'In repair'],
    },
    {
      customer: { userId: demoCustomerId },
      device: { make: 'Sony', model: 'PlayStation 5', type: 'console' },
      fault: 'No picture on the TV: HDMI port looks bent',
      openedDaysAgo: 2,
      estimatePence: 12000,
      promisedInDays: 4,
      path: ['Diagnosing', 'Awaiting approval'],
    },
    {
      // Ofcom's drama range: a number that can never reach a real person.
      customer: { contact: { firstName: 'Ciarán', lastName: 'Doherty', phone: '07700900003' } },
      device: { make: 'Samsung', model: 'Galaxy Tab S8', type: 'tablet' },
      fault: 'Battery drains overnight',
      openedDaysAgo: 3,
      estimatePence: 6500,
      promisedInDays: 0,
      path: ['Diagnosing', 'In repair', 'Quality check', 'Ready for collection'],
    },
    {
      customer: { userId: demoCustomerId },
      device: { make: 'Apple', model: 'iPad Air', type: 'tablet' },
      fault: 'Charging port loose',
      openedDaysAgo: 25,
      estimatePence: 4999,
      promisedInDays: -20,
      path: ['In repair', 'Quality check', 'Ready for collection', 'Collected'],
      review: { stars: 5, text: 'Charging port fixed the same day and it charges first time now. Friendly, clear about the price, and the tracking page kept me posted.' },
    },
    {
      customer: { contact: { firstName: 'Róisín', lastName: 'Kerr', phone: '07700900021', email: 'roisin.kerr@example.com' } },
      device: { make: 'Apple', model: 'iPhone 14', type: 'phone', colour: 'Purple' },
      fault: 'Battery health at 71%, phone shuts down in the cold',
      openedDaysAgo: 12,
      estimatePence: 6999,
      promisedInDays: -11,
      path: ['In repair', 'Quality check', 'Ready for collection', 'Collected'],
      review: { stars: 5, text: 'New battery fitted while I had a coffee on Botanic Avenue. Lasts all day again.', reply: 'Thanks Róisín, glad it is keeping up with you again!' },
    },
    {
      customer: { contact: { firstName: 'Eoin', lastName: 'Walsh', phone: '07700900022', email: 'eoin.walsh@example.com' } },
      device: { make: 'Nintendo', model: 'Switch', type: 'console' },
      fault: 'Game cartridges not read',
      openedDaysAgo: 8,
      estimatePence: 5500,
      promisedInDays: -5,
      path: ['Diagnosing', 'In repair', 'Quality check', 'Ready for collection', 'Collected'],
      review: { stars: 4, text: 'Card reader replaced and every game works. Took a couple of days longer than hoped, but they rang to say why.' },
    },
  ];
}

/**
 * The demo customer's repairs and the walk-ins' collected ones, each collected as the job sheet
 * collects (so the repairs report counts them), and the reviews their customers were invited to write.
 */
export async function seedDemoRepairs(demoCustomerId: string, now = new Date()): Promise<void> {
  await withDemoBus(async (bus) => {
    const seeded: { qrCode: string; demo: DemoJob }[] = [];
    const assignees = await demoAssignees();
    for (const [i, demo] of demoJobs(demoCustomerId).entries()) seeded.push({ qrCode: await seedJob(demo, now, env.SITE_ORIGIN ?? null, assigneeFor(assignees, i)), demo });
    await bus.drain();
    for (const { qrCode, demo } of seeded) if (demo.review) await seedReview(bus, qrCode, demo, now);
  });
}

/** The job's invitation as the bus carried it (its email never sent), answered and published a day or two after the collection. */
async function seedReview(bus: LocalBus, qrCode: string, demo: DemoJob, now: Date): Promise<void> {
  const invitation = bus.delivered
    .filter((event) => event.detailType === emailRequestedEvent.detailType)
    .map((event) => event.detail as EmailRequestedEvent)
    .find((email) => email.kind === 'review-invitation' && email.id.startsWith(`review-invite-${qrCode}-`));
  // No site origin configured: no invitation, so no review.
  const token = invitation ? new URL(invitation.links[0]!).searchParams.get('review') : null;
  if (!token || !demo.review) return;
  const writtenAt = new Date(now.getTime() - (demo.openedDaysAgo - demo.path.length - 1) * DAY);
  await submitReview({ token, stars: demo.review.stars, text: demo.review.text }, writtenAt);
  const review = (await listReviewRecords()).find((r) => r.jobQr === qrCode);
  if (review) await moderateReview(review.id, { status: 'published', ...(demo.review.reply ? { reply: demo.review.reply } : {}) }, new Date(writtenAt.getTime() + DAY / 4));
}

interface WalkIn {
  firstName: string;
  lastName: string;
  phone: string;
  email?: string;
  job: Omit<DemoJob, 'customer'>;
}

const WALK_INS: WalkIn[] = [
  {
    firstName: 'Niamh',
    lastName: 'Kelly',
    phone: '07700900011',
    email: 'niamh.kelly@example.com',
    job: { device: { make: 'Apple', model: 'iPhone 12', type: 'phone', colour: 'Blue' }, fault: 'Face ID stopped working', openedDaysAgo: 0, estimatePence: 7999, promisedInDays: 2, path: ['Diagnosing'] },
  },
  {
    firstName: 'Seán',
    lastName: 'Byrne',
    phone: '07700900012',
    job: { device: { make: 'Nintendo', model: 'Switch OLED', type: 'console' }, fault: 'Left Joy-Con drifts', openedDaysAgo: 0, estimatePence: 3500, promisedInDays: 3, path: [] },
  },
  {
    // The same person as the demo walk-in Ciarán Doherty (07700900003), under his work phone.
    firstName: 'Ciaran',
    lastName: 'Doherty',
    phone: '07700900013',
    job: { device: { make: 'Google', model: 'Pixel 7', type: 'phone' }, fault: 'Rear camera blurry', openedDaysAgo: 1, estimatePence: 5500, promisedInDays: 5, path: ['Diagnosing', 'Awaiting parts'] },
  },
];

/** The counter's walk-in customers, each with a record and a job; ones already on file are left alone. */
export async function seedWalkInCustomers(now = new Date()): Promise<void> {
  const assignees = await demoAssignees();
  for (const [i, walkIn] of WALK_INS.entries()) {
    if (await customerQrOfPhone(walkIn.phone)) continue;
    const { job, ...details } = walkIn;
    const record = await createCustomer({ qrCode: newQrCode(), ...details, createdAt: now.toISOString() });
    await seedJob({ ...job, customer: { customerQr: record.qrCode } }, now, null, assigneeFor(assignees, i));
  }
}

/** Opens the job, assigns it, and moves it along its path through the job sheet's own status change; answers its QR code. */
async function seedJob(demo: DemoJob, now: Date, siteOrigin: string | null, assignTo?: string): Promise<string> {
  const openedAt = new Date(now.getTime() - demo.openedDaysAgo * DAY);
  // Each status a day after the last, or sooner so that the last is no later than now.
  const step = Math.min(DAY, (now.getTime() - openedAt.getTime()) / (demo.path.length + 1));
  const { job } = await openJob({
    source: 'walk-in',
    customer: demo.customer,
    device: demo.device,
    fault: demo.fault,
    intake: { condition: 'Checked at the counter', accessories: [], passcodeGiven: false },
    estimatePence: demo.estimatePence,
    promisedAt: new Date(now.getTime() + demo.promisedInDays * DAY).toISOString(),
    openedBy: STAFF,
    now: openedAt,
    siteOrigin,
  });
  if (assignTo) await assignJob(job.qrCode, assignTo, STAFF, openedAt);
  for (const [index, to] of demo.path.entries()) {
    const at = new Date(openedAt.getTime() + (index + 1) * step);
    // Ready for collection needs the whole quality checklist checked (issue 18).
    if (to === 'Ready for collection') {
      const results = Object.fromEntries(DEVICE_CHECKLISTS[job.device.type].map((item) => [item.id, 'pass' as const]));
      await saveChecklist(job.qrCode, 'quality', { results }, STAFF.name, at);
    }
    await changeJobStatus({ qrCode: job.qrCode, to, by: STAFF, now: at, siteOrigin, caller: DEMO_CALLER });
  }
  return job.qrCode;
}
