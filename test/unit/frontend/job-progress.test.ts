// The tracking page's progress bar: every status has a place, pauses name what they wait for.
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../../shared/repairs/statuses';
import { jobProgress, PROGRESS_STEPS } from '../../../frontend/src/features/job-tracking/utils/job-progress';

describe('jobProgress', () => {
  it('places every status on the bar or marks it ended', () => {
    for (const status of JOB_STATUSES) {
      const progress = jobProgress(status);
      if (progress.kind === 'steps') {
        expect(progress.done).toBeGreaterThanOrEqual(0);
        expect(progress.done).toBeLessThanOrEqual(PROGRESS_STEPS.length);
      } else expect(['Cancelled', 'Unrepairable / returned']).toContain(status);
    }
  });

  it('moves forward along the happy path', () => {
    const path = ['Booked', 'Checked in', 'Diagnosing', 'In repair', 'Ready for collection', 'Collected'] as const;
    const done = path.map((status) => {
      const progress = jobProgress(status);
      return progress.kind === 'steps' ? progress.done + (progress.current ? 0.5 : 0) : -1;
    });
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(jobProgress('Collected')).toEqual({ kind: 'steps', done: 5, current: null });
  });

  it('shows approval and parts as pauses, and the quality check as the repair itself', () => {
    expect(jobProgress('Awaiting approval')).toMatchObject({ current: 'Diagnosing', waitingFor: 'your approval' });
    expect(jobProgress('Awaiting parts')).toMatchObject({ current: 'In repair', waitingFor: 'parts' });
    expect(jobProgress('Quality check')).toEqual(jobProgress('In repair'));
  });
});
