import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { JOB_STATUSES, type JobStatus } from '../../../shared/repairs/statuses';
import { ALLOWED_TRANSITIONS, refusedTransitionMessage } from '../../../shared/repairs/transitions';
import { openJob } from '../../../functions/repairs/open-job';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { moveJob, openWalkIn, phoneDevice, signedInUser, type SignedIn } from './repair-helpers';

/** The shortest walk through the table from Checked in to each status, so a test can reach it. */
function pathsFromCheckedIn(): Map<JobStatus, JobStatus[]> {
  const paths = new Map<JobStatus, JobStatus[]>([['Checked in', []]]);
  const queue: JobStatus[] = ['Checked in'];
  while (queue.length) {
    const from = queue.shift()!;
    for (const to of ALLOWED_TRANSITIONS[from]) {
      if (!paths.has(to)) {
        paths.set(to, [...paths.get(from)!, to]);
        queue.push(to);
      }
    }
  }
  return paths;
}

const paths = pathsFromCheckedIn();

/** A job in `status`, reached through the API (Booked: opened ahead of the visit, as bookings do). */
async function jobIn(admin: SignedIn, status: JobStatus): Promise<string> {
  if (status === 'Booked') {
    const { job } = await openJob({
      source: 'booking',
      status: 'Booked',
      device: phoneDevice(),
      fault: 'Cracked screen',
      estimatePence: 9000,
      openedBy: { name: 'Online booking', role: 'system' },
      now: new Date(),
      siteOrigin: null,
    });
    return job.qrCode;
  }
  const job = await openWalkIn(admin, { estimatePence: 9000 });
  for (const step of paths.get(status)!) {
    const moved = await moveJob(admin, job.qrCode, step);
    if (moved.status !== 200) throw new Error(`Could not reach ${status}: ${JSON.stringify(moved.body)}`);
  }
  return job.qrCode;
}

const allowedMoves = JOB_STATUSES.flatMap((from) => ALLOWED_TRANSITIONS[from].map((to) => [from, to] as const));

/** For each status: itself, and the first status the table does not allow from it. */
const refusedMoves = JOB_STATUSES.flatMap((from) => {
  const notAllowed = JOB_STATUSES.find((to) => to !== from && !ALLOWED_TRANSITIONS[from].includes(to))!;
  return [[from, notAllowed] as const, [from, from] as const];
});

describe('the transition table, enforced by the server', () => {
  it('reaches every status from Checked in (so every allowed move below is tested for real)', () => {
    expect([...paths.keys()].sort()).toEqual(JOB_STATUSES.filter((s) => s !== 'Booked').sort());
  });

  it.each(allowedMoves)('allows %s -> %s, with a timeline entry saying who and when', async (from, to) => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const qrCode = await jobIn(admin, from);

    const result = await moveJob(admin, qrCode, to);

    expect(result.status).toBe(200);
    expect(result.body.status).toBe(to);
    const entry = result.body.timeline.at(-1);
    expect(entry).toMatchObject({ kind: 'status', status: to, fromStatus: from, by: { name: 'Ciara D.', role: 'admin' } });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it.each(refusedMoves)('refuses %s -> %s with 409 and leaves the job as it was', async (from, to) => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const qrCode = await jobIn(admin, from);

    const result = await moveJob(admin, qrCode, to);
    const after = await invoke(routes.getJob, { ...admin.as, params: { qrCode } });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe(refusedTransitionMessage(from, to));
    expect(after.body.status).toBe(from);
  });

  it('refuses to ask for approval before there is an estimate', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);

    const result = await moveJob(admin, job.qrCode, 'Awaiting approval');

    expect(result.status).toBe(409);
    expect(result.body.message).toBe('Set an estimate before asking the customer to approve it.');
  });

  it('lets exactly one of two simultaneous moves from the same status through', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    await moveJob(admin, job.qrCode, 'In repair');

    const results = await Promise.all([moveJob(admin, job.qrCode, 'Quality check'), moveJob(admin, job.qrCode, 'Awaiting parts')]);
    const after = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(after.body.timeline.filter((e: { kind: string }) => e.kind === 'status')).toHaveLength(3);
  });

  it('answers 400 for a status that is not one of the statuses', async () => {
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);

    const result = await moveJob(admin, job.qrCode, 'Fixed');

    expect(result.status).toBe(400);
  });
});
