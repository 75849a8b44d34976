// Jobs assigned to staff accounts against DynamoDB Local (decision 261): only a role with jobs.assign
// assigns, only to an active member of staff; a member's "My jobs" is one Query of their copies, by
// promised date, with their running timer; charged time becomes a labour line per member.
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { invoke } from '../../support/invoke';
import { countDynamoRequests, openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function assign(by: SignedIn, qrCode: string, userId: string | null) {
  return invoke(routes.assignJob, { ...by.as, params: { qrCode }, body: { userId } });
}

describe('assigning a job', () => {
  it('gives the job to an active member of staff, with their name, on an internal timeline entry', async () => {
    const frontDesk = await signedInUser('admin', { staffRole: 'front-desk' });
    const technician = await signedInUser('admin', { staffRole: 'technician', firstName: 'Tess', lastName: 'Tinker' });
    const job = await openWalkIn(frontDesk, { technician: 'Old Sam' });

    const assigned = await assign(frontDesk, job.qrCode, technician.user.id);

    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.assignedTo).toEqual({ userId: technician.user.id, name: 'Tess Tinker' });
    // The typed technician from before stays as it was.
    expect(assigned.body.technician).toBe('Old Sam');
    expect(assigned.body.timeline.at(-1)).toMatchObject({ kind: 'update', visibility: 'internal', message: 'Assigned to Tess Tinker' });
    const list = await invoke(routes.listJobs, { ...frontDesk.as, query: { q: job.jobNumber } });
    expect(list.body.jobs[0].assignedTo).toEqual({ userId: technician.user.id, name: 'Tess Tinker' });

    const unassigned = await assign(frontDesk, job.qrCode, null);
    expect(unassigned.body.assignedTo).toBeUndefined();
    expect(unassigned.body.timeline.at(-1).message).toBe('No longer assigned to Tess Tinker');
  });

  it('is refused to a role without jobs.assign, and to an account that is not active staff', async () => {
    const technician = await signedInUser('admin', { staffRole: 'technician' });
    const manager = await signedInUser('admin', { staffRole: 'manager' });
    const customer = await signedInUser('customer');
    const job = await openWalkIn(manager);

    const refused = await assign(technician, job.qrCode, technician.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role does not allow assigning jobs.');
    const toCustomer = await assign(manager, job.qrCode, customer.user.id);
    expect(toCustomer.status).toBe(400);
    expect(toCustomer.body.message).toBe('Choose an active member of staff.');
    const toNobodyKnown = await assign(manager, job.qrCode, 'not-a-user');
    expect(toNobodyKnown.status).toBe(400);
    const empty = await invoke(routes.assignJob, { ...manager.as, params: { qrCode: job.qrCode }, body: {} });
    expect(empty.status).toBe(400);
  });

  it('lists the active staff to choose from, and no customers', async () => {
    const manager = await signedInUser('admin', { staffRole: 'manager' });
    const technician = await signedInUser('admin', { staffRole: 'technician', firstName: 'Tara', lastName: 'Listed' });
    const customer = await signedInUser('customer');
    const list = await invoke(routes.listAssignees, manager.as);
    expect(list.status).toBe(200);
    const ids = list.body.members.map((m: { userId: string }) => m.userId);
    expect(list.body.members).toContainEqual({ userId: technician.user.id, name: 'Tara Listed' });
    expect(ids).not.toContain(customer.user.id);
  });
});

describe('My jobs', () => {
  it("lists the member's open jobs soonest due first, undated last, with their running timer, in one Query and one read", async () => {
    const owner = await signedInUser('admin', { staffRole: 'owner' });
    const technician = await signedInUser('admin', { staffRole: 'technician' });
    const later = await openWalkIn(owner, { promisedAt: inDays(5) });
    const sooner = await openWalkIn(owner, { promisedAt: inDays(1) });
    const undated = await openWalkIn(owner);
    const someoneElses = await openWalkIn(owner, { promisedAt: inDays(2) });
    for (const job of [later, sooner, undated]) expect((await assign(owner, job.qrCode, technician.user.id)).status).toBe(200);
    expect((await assign(owner, someoneElses.qrCode, owner.user.id)).status).toBe(200);
    expect((await invoke(routes.startJobTimer, { ...technician.as, params: { qrCode: sooner.qrCode } })).status).toBe(200);

    const { result: mine, requests } = await countDynamoRequests(() => invoke(routes.getMyJobs, technician.as));

    expect(mine.status).toBe(200);
    expect(mine.body.jobs.map((j: { jobNumber: string }) => j.jobNumber)).toEqual([sooner.jobNumber, later.jobNumber, undated.jobNumber]);
    expect(mine.body.running).toMatchObject({ jobQr: sooner.qrCode, jobNumber: sooner.jobNumber });
    // The session, then the member's copies (a Query keyed by them) and their timer: never a Scan.
    const reads = requests.filter((r) => r.includes(technician.user.id));
    expect(reads.map((r) => r.split(' ')[0]).sort()).toEqual(['GetCommand', 'QueryCommand']);
    expect(requests.some((r) => r.startsWith('ScanCommand'))).toBe(false);
    expect(requests.find((r) => r.startsWith('QueryCommand'))).toContain(`JOBS_OF#${technician.user.id}`);
  });

  it('drops a job given to someone else or closed', async () => {
    const owner = await signedInUser('admin', { staffRole: 'owner' });
    const technician = await signedInUser('admin', { staffRole: 'technician' });
    const moved = await openWalkIn(owner);
    const cancelled = await openWalkIn(owner);
    await assign(owner, moved.qrCode, technician.user.id);
    await assign(owner, cancelled.qrCode, technician.user.id);

    await assign(owner, moved.qrCode, owner.user.id);
    expect((await invoke(routes.changeJobStatus, { ...owner.as, params: { qrCode: cancelled.qrCode }, body: { status: 'Cancelled' } })).status).toBe(200);

    expect((await invoke(routes.getMyJobs, technician.as)).body.jobs).toEqual([]);
    expect((await invoke(routes.getMyJobs, owner.as)).body.jobs.map((j: { qrCode: string }) => j.qrCode)).toContain(moved.qrCode);
  });
});

describe('time and labour belong to the member', () => {
  it('charges each member their own labour line for their own time', async () => {
    const owner = await signedInUser('admin', { staffRole: 'owner' });
    const first = await signedInUser('admin', { staffRole: 'technician' });
    const second = await signedInUser('admin', { staffRole: 'technician' });
    const job = await openWalkIn(owner);
    // The clock stands still between the steps (a loaded machine once took over 30 s between them,
    // which made the first member's 30 minutes 31).
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now - 30 * 60_000);
    await invoke(routes.startJobTimer, { ...first.as, params: { qrCode: job.qrCode } });
    await invoke(routes.startJobTimer, { ...second.as, params: { qrCode: job.qrCode } });
    vi.setSystemTime(now - 10 * 60_000);
    await invoke(routes.stopJobTimer, { ...second.as, params: { qrCode: job.qrCode } });
    vi.setSystemTime(now);
    await invoke(routes.stopJobTimer, { ...first.as, params: { qrCode: job.qrCode } });
    vi.useRealTimers();

    const charged = await invoke(routes.chargeJobTime, { ...owner.as, params: { qrCode: job.qrCode }, body: { hourlyRatePence: 6000 } });

    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    const lines = charged.body.lines.map((l: { memberId: string; description: string; totalPence: number }) => [l.memberId, l.description, l.totalPence]);
    expect(lines).toEqual(expect.arrayContaining([[first.user.id, 'Labour: 30 min', 3000], [second.user.id, 'Labour: 20 min', 2000]]));
    expect(lines).toHaveLength(2);
  });

  it("gives a labour line typed by hand to the job's assignee, else to whoever typed it", async () => {
    const owner = await signedInUser('admin', { staffRole: 'owner' });
    const technician = await signedInUser('admin', { staffRole: 'technician' });
    const assigned = await openWalkIn(owner);
    const unassigned = await openWalkIn(owner);
    await assign(owner, assigned.qrCode, technician.user.id);
    const line = { kind: 'labour', description: 'Screen replacement', quantity: 1, unitPence: 4000 };

    const onAssigned = await invoke(routes.addJobLine, { ...owner.as, params: { qrCode: assigned.qrCode }, body: line });
    const onUnassigned = await invoke(routes.addJobLine, { ...owner.as, params: { qrCode: unassigned.qrCode }, body: line });
    const part = await invoke(routes.addJobLine, { ...owner.as, params: { qrCode: assigned.qrCode }, body: { ...line, kind: 'part', description: 'Screen' } });

    expect(onAssigned.body.lines[0].memberId).toBe(technician.user.id);
    expect(onUnassigned.body.lines[0].memberId).toBe(owner.user.id);
    expect(part.body.lines.find((l: { kind: string }) => l.kind === 'part').memberId).toBeUndefined();
  });
});
