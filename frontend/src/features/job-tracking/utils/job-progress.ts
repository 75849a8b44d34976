// Where a job is on the customer's path, for the tracking page's progress bar. The workshop has more
// statuses than a customer needs: waiting for approval or parts shows as a pause on the step it holds up.
import type { JobStatus } from '../../../../../shared/repairs/statuses';

export const PROGRESS_STEPS = ['Checked in', 'Diagnosing', 'In repair', 'Ready for collection', 'Collected'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export type JobProgress =
  | { kind: 'steps'; /** Steps finished before the current one. */ done: number; current: ProgressStep | null; waitingFor?: 'your approval' | 'parts' }
  | { kind: 'ended'; status: JobStatus };

export function jobProgress(status: JobStatus): JobProgress {
  switch (status) {
    case 'Booked':
      return { kind: 'steps', done: 0, current: null };
    case 'Checked in':
      return { kind: 'steps', done: 0, current: 'Checked in' };
    case 'Diagnosing':
      return { kind: 'steps', done: 1, current: 'Diagnosing' };
    case 'Awaiting approval':
      return { kind: 'steps', done: 1, current: 'Diagnosing', waitingFor: 'your approval' };
    case 'Awaiting parts':
      return { kind: 'steps', done: 2, current: 'In repair', waitingFor: 'parts' };
    case 'In repair':
    case 'Quality check':
      return { kind: 'steps', done: 2, current: 'In repair' };
    case 'Ready for collection':
      return { kind: 'steps', done: 3, current: 'Ready for collection' };
    case 'Collected':
      return { kind: 'steps', done: PROGRESS_STEPS.length, current: null };
    case 'Cancelled':
    case 'Unrepairable / returned':
      return { kind: 'ended', status };
  }
}
