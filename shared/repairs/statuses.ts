// The job statuses, word for word as issue 5 names them, and what each means for the customer.
import * as z from 'zod/mini';

export const JOB_STATUSES = [
  'Booked',
  'Checked in',
  'Diagnosing',
  'Awaiting approval',
  'Awaiting parts',
  'In repair',
  'Quality check',
  'Ready for collection',
  'Collected',
  'Cancelled',
  'Unrepairable / returned',
] as const;

export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** A job in one of these is finished: no more moves, no promised date to be overdue against. */
export const CLOSED_STATUSES: readonly JobStatus[] = ['Collected', 'Cancelled', 'Unrepairable / returned'];

export function isClosedStatus(status: JobStatus): boolean {
  return CLOSED_STATUSES.includes(status);
}

/**
 * Workshop-internal steps: the customer sees the step before them ('Quality check' shows as
 * 'In repair'), gets no email for them, and their timeline entries stay internal (decision 080).
 */
export const INTERNAL_STATUSES: readonly JobStatus[] = ['Quality check'];

export function isCustomerVisibleStatus(status: JobStatus): boolean {
  return !INTERNAL_STATUSES.includes(status);
}

/** The status as the customer sees it (tracking page, their dashboard). */
export function customerStatus(status: JobStatus): JobStatus {
  return status === 'Quality check' ? 'In repair' : status;
}

/** Every move into a customer-visible status emails the customer with the tracking link. */
export function notifiesCustomer(status: JobStatus): boolean {
  return isCustomerVisibleStatus(status) && status !== 'Booked';
}

/** One sentence per status for the tracking page and the emails: what is happening, what is next. */
export const STATUS_DESCRIPTIONS: Record<JobStatus, string> = {
  Booked: 'Your repair is booked. Bring your device in at your appointment time.',
  'Checked in': 'We have your device and it is in the queue for our technicians.',
  Diagnosing: 'A technician is finding out exactly what is wrong.',
  'Awaiting approval': 'We have sent you an estimate. We will start the repair once you approve it.',
  'Awaiting parts': 'We are waiting for the parts your repair needs.',
  'In repair': 'A technician is repairing your device.',
  'Quality check': 'Your repair is being checked before it goes back to you.',
  'Ready for collection': 'Your device is repaired and ready to collect from the shop.',
  Collected: 'You have collected your device. Your repair is under warranty.',
  Cancelled: 'This repair has been cancelled.',
  'Unrepairable / returned': 'We could not repair this device, or it has been returned unrepaired.',
};
