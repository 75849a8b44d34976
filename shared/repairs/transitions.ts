// The one table of allowed status moves. The server refuses any other move with 409; the admin job
// page offers exactly these as next steps. Rationale per row in decision 080.
import type { JobStatus } from './statuses';

export const ALLOWED_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  Booked: ['Checked in', 'Cancelled'],
  'Checked in': ['Diagnosing', 'Awaiting approval', 'In repair', 'Cancelled', 'Unrepairable / returned'],
  Diagnosing: ['Awaiting approval', 'Awaiting parts', 'In repair', 'Cancelled', 'Unrepairable / returned'],
  'Awaiting approval': ['Diagnosing', 'Awaiting parts', 'In repair', 'Cancelled', 'Unrepairable / returned'],
  'Awaiting parts': ['Awaiting approval', 'In repair', 'Cancelled', 'Unrepairable / returned'],
  'In repair': ['Awaiting approval', 'Awaiting parts', 'Quality check', 'Unrepairable / returned'],
  'Quality check': ['In repair', 'Ready for collection'],
  'Ready for collection': ['Collected', 'In repair'],
  Collected: [],
  Cancelled: [],
  'Unrepairable / returned': [],
};

export function canTransition(from: JobStatus, to: JobStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** The message of the 409 for a refused move, naming what is allowed instead. */
export function refusedTransitionMessage(from: JobStatus, to: JobStatus): string {
  const allowed = ALLOWED_TRANSITIONS[from];
  if (from === to) return `This job is already ${from}.`;
  if (!allowed.length) return `A job that is ${from} cannot change status.`;
  return `A job cannot move from ${from} to ${to}. From ${from} it can move to: ${allowed.join(', ')}.`;
}
