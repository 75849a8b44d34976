// A customer attaches a walk-in job to their account with the QR code on its ticket: once, and only
// when the job's contact email (verified on the account) or phone is the account's (decision 086).
import { ulid } from 'ulid';
import type { Actor } from '../../shared/schemas/repairs/fields';
import { linkCustomerToUser } from '../data/customers';
import { adoptDevice, getDevice } from '../data/devices';
import { clearPendingJobClaim } from '../data/job-claims';
import { getJob, timelineItem, type JobRecord } from '../data/jobs';
import type { UserRecord } from '../data/users';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/http-errors';
import { JOB_NOT_FOUND, mutateJob } from './mutate-job';

export const CLAIM_MESSAGES = {
  noCode: 'Scan or type the QR code on your job ticket to add the repair to your account.',
  claimed: 'The repair is now in your account.',
  alreadyYours: 'This repair is already in your account.',
  takenByAnother: 'This repair is already linked to another account. Please contact the shop.',
  noMatch: 'This repair was booked in under different contact details. Please ask the shop to add it to your account.',
} as const;

function contactMatches(job: JobRecord, user: UserRecord): boolean {
  const contact = job.customer;
  if (!contact) return false;
  const emailMatch = user.emailVerified && Boolean(contact.email) && contact.email!.toLowerCase() === user.email.toLowerCase();
  const phoneMatch = Boolean(contact.phone) && contact.phone === user.phone;
  return emailMatch || phoneMatch;
}

export interface ClaimResult {
  message: string;
  job: JobRecord;
}

export async function claimJob(user: UserRecord, qrCodeGiven: string | undefined, by: Actor, now: Date): Promise<ClaimResult> {
  const qrCode = qrCodeGiven ?? user.pendingJobClaim?.qrCode;
  if (!qrCode) throw new BadRequestError(CLAIM_MESSAGES.noCode);
  try {
    return await claim(user, qrCode, by, now);
  } finally {
    // Tried once: whatever the outcome, the code from registration is not tried again.
    if (user.pendingJobClaim?.qrCode === qrCode) await clearPendingJobClaim(user.id, qrCode);
  }
}

async function claim(user: UserRecord, qrCode: string, by: Actor, now: Date): Promise<ClaimResult> {
  const existing = await getJob(qrCode);
  if (!existing) throw new NotFoundError(JOB_NOT_FOUND);
  if (existing.customer?.userId === user.id) return { message: CLAIM_MESSAGES.alreadyYours, job: existing };
  const job = await mutateJob(qrCode, (current) => {
    if (current.customer?.userId === user.id) return { next: current, result: current };
    if (current.customer?.userId) throw new ConflictError(CLAIM_MESSAGES.takenByAnother);
    if (!contactMatches(current, user)) throw new ForbiddenError(CLAIM_MESSAGES.noMatch);
    const at = now.toISOString();
    const next: JobRecord = { ...current, customer: { ...current.customer!, userId: user.id }, updatedAt: at };
    const entry = { id: ulid(now.getTime()), at, kind: 'claim' as const, visibility: 'internal' as const, message: 'Added to the customer’s account', by };
    return { next, extra: [timelineItem(qrCode, entry)], result: next };
  });
  const device = await getDevice(job.device.qrCode);
  if (device) await adoptDevice(device, user.id);
  if (job.customer?.customerQr) await linkCustomerToUser(job.customer.customerQr, user.id);
  return { message: CLAIM_MESSAGES.claimed, job };
}
