// Emails the customer about their job: a status change, an estimate to approve, or "ready for
// collection". The email goes on the bus (the mail consumer sends it and is retried), so a slow or
// failing mail service never fails the change. Its id is the timeline entry's, so the consumer sends
// it once however often the event is delivered (decision 085).
import type { JobStatus } from '../../shared/repairs/statuses';
import { notifiesCustomer } from '../../shared/repairs/statuses';
import type { EmailKind } from '../../shared/events';
import type { JobRecord, TimelineRecord } from '../data/jobs';
import { publishEvent } from '../events/publish-event';
import { logger } from '../lib/logger';
import type { EmailContent } from '../mail/compose-email';
import { jobEstimateMessage } from '../mail/templates/job-estimate';
import { jobReadyMessage } from '../mail/templates/job-ready';
import { jobStatusMessage } from '../mail/templates/job-status';

export function trackingLink(siteOrigin: string, qrCode: string): string {
  return `${siteOrigin}/job/${encodeURIComponent(qrCode)}`;
}

function emailFor(job: JobRecord, status: JobStatus, link: string, message: string | undefined): { kind: EmailKind; content: EmailContent } {
  const common = {
    firstName: job.customer?.firstName ?? 'there',
    jobNumber: job.jobNumber,
    device: `${job.device.make} ${job.device.model}`,
    link,
    message,
  };
  if (status === 'Awaiting approval' && job.estimatePence !== undefined) {
    return { kind: 'job-estimate', content: jobEstimateMessage({ ...common, estimatePence: job.estimatePence }) };
  }
  if (status === 'Ready for collection') return { kind: 'job-ready', content: jobReadyMessage(common) };
  return { kind: 'job-status', content: jobStatusMessage({ ...common, status, warrantyEndsAt: job.warrantyEndsAt }) };
}

/** Sends the email a status entry calls for, if the status notifies and the customer has an email. */
export async function notifyStatusChange(job: JobRecord, entry: TimelineRecord, siteOrigin: string | null): Promise<boolean> {
  const status = entry.status;
  if (!status || !notifiesCustomer(status)) return false;
  return send(job, entry, siteOrigin, (link) => emailFor(job, status, link, entry.visibility === 'customer' ? entry.message : undefined));
}

/** A changed estimate while the customer is asked to approve one: the new estimate email. */
export async function notifyNewEstimate(job: JobRecord, entry: TimelineRecord, siteOrigin: string | null): Promise<boolean> {
  if (job.status !== 'Awaiting approval') return false;
  return send(job, entry, siteOrigin, (link) => emailFor(job, 'Awaiting approval', link, undefined));
}

async function send(
  job: JobRecord,
  entry: TimelineRecord,
  siteOrigin: string | null,
  render: (link: string) => { kind: EmailKind; content: EmailContent },
): Promise<boolean> {
  const to = job.customer?.email;
  if (!to) return false;
  if (!siteOrigin) {
    logger.warn('No site origin: job email not sent', { jobNumber: job.jobNumber });
    return false;
  }
  const { kind, content } = render(trackingLink(siteOrigin, job.qrCode));
  try {
    await publishEvent('emailRequested', { id: `job-${job.qrCode}-${entry.id}`, kind, to, ...content });
    return true;
  } catch (error) {
    // The status has changed already; the customer still sees it on the tracking page.
    logger.error('Could not queue a job email', { kind, jobNumber: job.jobNumber, error: error as Error });
    return false;
  }
}

/** Tells the bus a job was Collected (the content area emails its review link); never fails the change. */
export async function announceCollection(job: JobRecord, siteOrigin: string | null): Promise<void> {
  try {
    await publishEvent('jobCollected', { qrCode: job.qrCode, collectedAt: job.collectedAt ?? job.updatedAt, siteOrigin });
  } catch (error) {
    logger.error('Could not announce a collection', { jobNumber: job.jobNumber, error: error as Error });
  }
}
