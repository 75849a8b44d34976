// Tells the customer about their job: a status change, an estimate to approve, or "ready for
// collection", by email, SMS or both (the job's channel, else the account's choice, issue 18). The
// messages go on the bus (their consumers send them and are retried), so a slow or failing service
// never fails the change. Their id is the timeline entry's, so each is sent once however often the
// event is delivered (decision 085), and each is listed on the job with its outcome.
import { formatPence } from '../../shared/money';
import { effectiveChannel, type MessageChannel } from '../../shared/messaging/channels';
import type { SmsTemplateKind } from '../../shared/messaging/sms-templates';
import type { JobStatus } from '../../shared/repairs/statuses';
import { notifiesCustomer } from '../../shared/repairs/statuses';
import { jobCollectedEvent, jobOpenedEvent, jobStatusChangedEvent, type EmailKind } from '../../shared/events';
import { balanceOf } from '../../shared/repairs/balance';
import { getJobWithParts, type JobRecord, type TimelineRecord } from '../data/jobs';
import { recordAudit } from '../audit/record-audit';
import { publishEvent } from '../events/publish-event';
import { logger } from '../lib/logger';
import { accountChannel } from '../messaging/account-channel';
import { sendCustomerMessage } from '../messaging/customer-message';
import { amounts } from './job-views';
import type { EmailContent } from '../mail/compose-email';
import { jobEstimateMessage } from '../mail/templates/job-estimate';
import { jobReadyMessage } from '../mail/templates/job-ready';
import { jobStatusMessage } from '../mail/templates/job-status';

export function trackingLink(siteOrigin: string, qrCode: string): string {
  return `${siteOrigin}/job/${encodeURIComponent(qrCode)}`;
}

type Rendered = { kind: EmailKind & SmsTemplateKind; content: EmailContent };

function emailFor(job: JobRecord, status: JobStatus, link: string, message: string | undefined, balanceDuePence?: number): Rendered {
  const common = {
    firstName: job.customer?.firstName ?? 'there',
    jobNumber: job.jobNumber,
    device: `${job.device.make} ${job.device.model}`,
    link,
    message,
  };
  if (status === 'Awaiting approval' && job.estimatePence !== undefined) {
    return { kind: 'job-estimate', content: jobEstimateMessage({ ...common, estimatePence: job.estimatePence, depositPence: job.depositRequest?.amountPence }) };
  }
  if (status === 'Ready for collection') return { kind: 'job-ready', content: jobReadyMessage({ ...common, balanceDuePence }) };
  return { kind: 'job-status', content: jobStatusMessage({ ...common, status, warrantyEndsAt: job.warrantyEndsAt }) };
}

/** Sends the email a status entry calls for, if the status notifies and the customer has an email. */
export async function notifyStatusChange(job: JobRecord, entry: TimelineRecord, siteOrigin: string | null): Promise<boolean> {
  const status = entry.status;
  if (!status || !notifiesCustomer(status)) return false;
  // Ready: the email offers to pay the balance online (decision 290), read with the job's lines and ledger.
  const parts = status === 'Ready for collection' ? await getJobWithParts(job.qrCode) : null;
  const due = parts ? balanceOf(amounts(parts.job, parts.lines).amountDuePence, parts.deposits).duePence : 0;
  return send(job, entry, siteOrigin, (link) => emailFor(job, status, link, entry.visibility === 'customer' ? entry.message : undefined, due));
}

/** A changed estimate while the customer is asked to approve one: the new estimate email. */
export async function notifyNewEstimate(job: JobRecord, entry: TimelineRecord, siteOrigin: string | null): Promise<boolean> {
  if (job.status !== 'Awaiting approval') return false;
  return send(job, entry, siteOrigin, (link) => emailFor(job, 'Awaiting approval', link, undefined));
}

/** The staff's choice for this job, else the account holder's, else email when there is an address. */
export async function jobChannel(job: JobRecord): Promise<MessageChannel> {
  return job.messageChannel ?? effectiveChannel(await accountChannel(job.customer?.userId), { email: job.customer?.email });
}

async function send(job: JobRecord, entry: TimelineRecord, siteOrigin: string | null, render: (link: string) => Rendered): Promise<boolean> {
  const customer = job.customer;
  if (!customer?.email && !customer?.phone) return false;
  if (!siteOrigin) {
    logger.warn('No site origin: job message not sent', { jobNumber: job.jobNumber });
    return false;
  }
  const link = trackingLink(siteOrigin, job.qrCode);
  const { kind, content } = render(link);
  const sent = await sendCustomerMessage({
    id: `job-${job.qrCode}-${entry.id}`,
    channel: await jobChannel(job),
    contact: { email: customer.email, phone: customer.phone },
    jobQr: job.qrCode,
    email: { kind, content },
    sms: {
      kind,
      values: {
        firstName: customer.firstName,
        jobNumber: job.jobNumber,
        device: `${job.device.make} ${job.device.model}`,
        status: entry.status ?? job.status,
        estimate: job.estimatePence === undefined ? undefined : formatPence(job.estimatePence),
        link,
      },
    },
  });
  return sent.email || sent.sms;
}

/** Tells the bus a job was Collected: the repairs report's rollup and the review invitation follow from it. */
async function announceCollection(job: JobRecord, siteOrigin: string | null): Promise<void> {
  try {
    await publishEvent(jobCollectedEvent, { qrCode: job.qrCode, collectedAt: job.collectedAt ?? job.updatedAt, siteOrigin });
  } catch (error) {
    logger.error('Could not announce a collection', { jobNumber: job.jobNumber, error: error as Error });
  }
}

/**
 * Tells the bus a job was opened or moved (the shop's webhooks follow from it, issue 31). Never fails
 * the change: a lost event is logged, as a lost collection is.
 */
export async function announceJobStatus(kind: 'opened' | 'moved', job: JobRecord, entry: TimelineRecord): Promise<void> {
  if (!entry.status) return;
  try {
    await publishEvent(kind === 'opened' ? jobOpenedEvent : jobStatusChangedEvent, { qrCode: job.qrCode, jobNumber: job.jobNumber, status: entry.status, entryId: entry.id, at: entry.at });
  } catch (error) {
    logger.error('Could not announce a job status', { jobNumber: job.jobNumber, error: error as Error });
  }
}

/** Where a committed status move came from: the customer's links, and who did it from where for the activity log. */
export interface MoveOrigin {
  siteOrigin: string | null;
  caller: { clientIp: string; userAgent: string; userId?: string };
  /** How the activity log says where it happened: "on the job sheet", "at the till with INV-000123". */
  via: string;
}

/**
 * Everything that follows a committed status move, the same whichever page made it (decision 242):
 * the customer's message, and for a collection the activity log's record and JobCollected on the bus
 * (the repairs report's rollup, the review invitation). The job sheet's move (change-status.ts) and
 * the till's sale (sales/create-sale.ts) each call this after their transaction; nothing else
 * announces a move. Never fails the move: what it reports has already happened.
 */
export async function announceStatusMove(job: JobRecord, entry: TimelineRecord, origin: MoveOrigin): Promise<void> {
  await notifyStatusChange(job, entry, origin.siteOrigin);
  await announceJobStatus('moved', job, entry);
  if (entry.status !== 'Collected') return;
  await recordAudit({
    action: 'job_collected',
    details: `Repair ${job.jobNumber} (${job.device.make} ${job.device.model}) collected ${origin.via} by ${entry.by.name}`,
    caller: origin.caller,
    userId: origin.caller.userId,
    now: new Date(entry.at),
  });
  await announceCollection(job, origin.siteOrigin);
}
