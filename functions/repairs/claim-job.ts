// A customer attaches a walk-in job to their account with the QR code on its ticket: once, and only
// with proof that they are the job's customer (decision 044, replacing 086's phone match): the job's
// email equals the account's verified email, or the claimant gives back a code sent to the job's own
// contact by email or text. Nothing about the job is answered before that proof; another account's job is a 404.
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import type { Actor } from '../../shared/schemas/repairs/fields';
import { countAttempt } from '../data/throttles';
import { checkClaimCode, saveClaimCode } from '../data/claim-codes';
import { getCustomer, linkCustomerToUser } from '../data/customers';
import { purchaseItem, purchasesOfCustomerRecord, writePurchases } from '../data/purchases';
import { adoptDevice, getDevice } from '../data/devices';
import { clearPendingJobClaim } from '../data/job-claims';
import { getJob, timelineItem, type JobRecord } from '../data/jobs';
import type { UserRecord } from '../data/users';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../lib/http-errors';
import { requestEmail } from '../mail/request-email';
import { jobClaimCodeMessage, jobClaimCodeText } from '../mail/templates/job-claim-code';
import { requestSms } from '../sms/request-sms';
import { JOB_NOT_FOUND, mutateJob } from './mutate-job';

export const CLAIM_MESSAGES = {
  noCode: 'Scan or type the QR code on your job ticket to add the repair to your account.',
  claimed: 'The repair is now in your account.',
  alreadyYours: 'This repair is already in your account.',
  codeSentByEmail:
    'To check the repair is yours, we have sent a 6-digit code to the email address on its ticket. Enter it here to add the repair to your account.',
  codeSentBySms:
    'To check the repair is yours, we have sent a 6-digit code by text to the mobile number on its ticket. Enter it here to add the repair to your account.',
  wrongCode: 'That code is not right. Check the newest email from us and try again.',
  codeExpired: 'That code has expired or was tried too often. Ask for a new code.',
  tooManyCodes: 'We have sent several codes for this repair already. Please try again in an hour, or ask the shop.',
  noContactOnJob: 'Its ticket has no email address or mobile number we can send a code to. Please ask the shop to add it to your account.',
} as const;

/**
 * Codes are throttled like other emailed and texted codes (SECURITY.md): at most 3 an hour to one email
 * address or number, so nobody can flood the customer, and 10 an hour from one client address.
 */
const HOUR = 60 * 60 * 1000;
const CLAIM_CODE_RULES = {
  destination: { scope: 'CLAIM_CODE_TO', limit: 3, windowMs: HOUR, lockMs: 0 },
  clientAddress: { scope: 'CLAIM_CODE_FROM', limit: 10, windowMs: HOUR, lockMs: 0 },
};

/** The verified match: the job's email is the account's, and the account has proved that address. */
function verifiedEmailMatch(job: JobRecord, user: UserRecord): boolean {
  const email = job.customer?.email;
  return user.emailVerified && Boolean(email) && email!.toLowerCase() === user.email.toLowerCase();
}

export interface ClaimResult {
  message: string;
  job?: JobRecord;
  codeSentBy?: 'email' | 'sms';
}

export async function claimJob(
  user: UserRecord,
  request: { qrCode?: string; code?: string },
  by: Actor,
  clientIp: string,
  now: Date,
): Promise<ClaimResult> {
  const qrCode = request.qrCode ?? user.pendingJobClaim?.qrCode;
  if (!qrCode) throw new BadRequestError(CLAIM_MESSAGES.noCode);
  try {
    return await claim(user, qrCode, request.code, by, clientIp, now);
  } finally {
    // Tried once: whatever the outcome, the code from registration is not tried again.
    if (user.pendingJobClaim?.qrCode === qrCode) await clearPendingJobClaim(user.id, qrCode);
  }
}

async function claim(user: UserRecord, qrCode: string, code: string | undefined, by: Actor, clientIp: string, now: Date): Promise<ClaimResult> {
  const existing = await getJob(qrCode);
  // Another account's job is answered like one that does not exist.
  if (!existing || (existing.customer?.userId && existing.customer.userId !== user.id)) throw new NotFoundError(JOB_NOT_FOUND);
  if (existing.customer?.userId === user.id) return { message: CLAIM_MESSAGES.alreadyYours, job: existing };
  if (verifiedEmailMatch(existing, user)) return link(user, qrCode, by, now);
  if (code) {
    const verdict = await checkClaimCode(qrCode, user.id, code, now);
    if (verdict === 'wrong') throw new BadRequestError(CLAIM_MESSAGES.wrongCode, { errors: { code: [CLAIM_MESSAGES.wrongCode] } });
    if (verdict === 'none') throw new BadRequestError(CLAIM_MESSAGES.codeExpired, { errors: { code: [CLAIM_MESSAGES.codeExpired] } });
    return link(user, qrCode, by, now);
  }
  return sendClaimCode(existing, user, clientIp, now);
}

/**
 * Sends a code to the contact on the job, never to one the claimant typed: by email when the job has
 * an address, otherwise by text to its mobile number (decision 044).
 */
async function sendClaimCode(job: JobRecord, user: UserRecord, clientIp: string, now: Date): Promise<ClaimResult> {
  const contact = job.customer;
  if (!contact?.email && !contact?.phone) throw new ForbiddenError(CLAIM_MESSAGES.noContactOnJob);
  const destination = (contact.email || contact.phone)!.toLowerCase();
  const counts = [
    [CLAIM_CODE_RULES.destination, await countAttempt(CLAIM_CODE_RULES.destination, destination, now)],
    [CLAIM_CODE_RULES.clientAddress, await countAttempt(CLAIM_CODE_RULES.clientAddress, clientIp, now)],
  ] as const;
  if (counts.some(([rule, count]) => count > rule.limit)) throw new TooManyRequestsError(CLAIM_MESSAGES.tooManyCodes, HOUR / 1000);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await saveClaimCode(job.qrCode, user.id, code, now);
  if (contact.email) {
    await requestEmail('job-claim-code', contact.email, jobClaimCodeMessage({ firstName: contact.firstName, jobNumber: job.jobNumber, code }));
    return { message: CLAIM_MESSAGES.codeSentByEmail, codeSentBy: 'email' };
  }
  const queued = await requestSms({ kind: 'job-claim-code', to: contact.phone!, text: jobClaimCodeText({ jobNumber: job.jobNumber, code }), jobQr: job.qrCode });
  if (!queued) throw new ForbiddenError(CLAIM_MESSAGES.noContactOnJob);
  return { message: CLAIM_MESSAGES.codeSentBySms, codeSentBy: 'sms' };
}

/** Thrown out of the change when a racing claim of the same account has already linked the job. */
class AlreadyLinkedError extends Error {}

/** Purchase rows a claim copies in its own transaction; a record with more has the rest written just after. */
const CLAIMED_ROWS_IN_TRANSACTION = 40;

/**
 * The purchases kept under the job's customer record while no account held it (decision 295): the
 * claimant's once the claim links the record, unless another account holds the record already.
 */
async function recordPurchases(job: JobRecord, userId: string) {
  const customerQr = job.customer?.customerQr;
  if (!customerQr) return [];
  const record = await getCustomer(customerQr);
  return record && (!record.userId || record.userId === userId) ? purchasesOfCustomerRecord(customerQr) : [];
}

async function link(user: UserRecord, qrCode: string, by: Actor, now: Date): Promise<ClaimResult> {
  let job: JobRecord;
  try {
    const claimed = await mutateJob(qrCode, async (current) => {
      if (current.customer?.userId === user.id) throw new AlreadyLinkedError();
      if (current.customer?.userId) throw new NotFoundError(JOB_NOT_FOUND);
      const at = now.toISOString();
      const next: JobRecord = { ...current, customer: { ...current.customer!, userId: user.id }, updatedAt: at };
      const entry = { id: ulid(now.getTime()), at, kind: 'claim' as const, visibility: 'internal' as const, message: 'Added to the customer’s account', by };
      const rows = await recordPurchases(current, user.id);
      const copies = rows.slice(0, CLAIMED_ROWS_IN_TRANSACTION).map((row) => purchaseItem({ userId: user.id }, row));
      return { next, extra: [timelineItem(qrCode, entry), ...copies], result: { job: next, rest: rows.slice(CLAIMED_ROWS_IN_TRANSACTION) } };
    });
    job = claimed.job;
    await writePurchases(user.id, claimed.rest);
  } catch (error) {
    // Only one of several racing claims wins; each of the others finds the job is already theirs.
    if (error instanceof AlreadyLinkedError || error instanceof ConflictError) return alreadyLinked(user, qrCode, error);
    throw error;
  }
  const device = await getDevice(job.device.qrCode);
  if (device) await adoptDevice(device, user.id);
  if (job.customer?.customerQr) await linkCustomerToUser(job.customer.customerQr, user.id);
  return { message: CLAIM_MESSAGES.claimed, job };
}

async function alreadyLinked(user: UserRecord, qrCode: string, error: Error): Promise<ClaimResult> {
  const job = await getJob(qrCode);
  if (job?.customer?.userId === user.id) return { message: CLAIM_MESSAGES.alreadyYours, job };
  throw error instanceof AlreadyLinkedError ? new NotFoundError(JOB_NOT_FOUND) : error;
}
