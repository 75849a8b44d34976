// Clocking in and out and the weekly timesheets against DynamoDB Local (decision 260): one open shift
// each, a member sees their own week and a manager everyone's, and a manager's correction needs a
// reason, is kept on the shift and is in the audit log with the times before and after.
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { weekOf } from '../../../shared/staff/weeks';
import { clockIn, clockOut } from '../../../functions/data/shifts';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { readLog } from '../audit/audit-helpers';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
let technician: SignedIn;
let manager: SignedIn;
let owner: SignedIn;

/** A closed shift of last week or earlier, written as clocking in and out would. */
async function pastShift(member: SignedIn, week: string, clockedInAt: string, clockedOutAt?: string) {
  const entryId = ulid(Date.parse(clockedInAt));
  await clockIn({ entryId, userId: member.user.id, name: 'Tess T.', week, clockedInAt, version: 1, edits: [] });
  if (clockedOutAt) await clockOut(member.user.id, { entryId, week, clockedInAt }, clockedOutAt);
  return entryId;
}

beforeAll(async () => {
  technician = await signedInUser('admin', { staffRole: 'technician', firstName: 'Tess', lastName: 'Tinker' });
  manager = await signedInUser('admin', { staffRole: 'manager', firstName: 'Mona', lastName: 'Manning' });
  owner = await signedInUser('admin', { staffRole: 'owner' });
});

describe('clocking in and out', () => {
  it('opens one shift, refuses a second clock-in, and closes it onto this week', async () => {
    expect((await invoke(routes.getClock, technician.as)).body).toEqual({});
    const clockedIn = await invoke(routes.clockIn, technician.as);
    expect(clockedIn.status).toBe(201);
    expect(clockedIn.body.clockedIn.week).toBe(weekOf(new Date()));
    expect((await invoke(routes.getClock, technician.as)).body.clockedIn.entryId).toBe(clockedIn.body.clockedIn.entryId);

    const again = await invoke(routes.clockIn, technician.as);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already clocked in.');

    const out = await invoke(routes.clockOut, technician.as);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({});
    const outAgain = await invoke(routes.clockOut, technician.as);
    expect(outAgain.status).toBe(409);
    expect(outAgain.body.message).toBe('You are not clocked in.');

    const sheet = await invoke(routes.getTimesheet, { ...technician.as, query: { week: weekOf(new Date()) } });
    expect(sheet.status).toBe(200);
    expect(sheet.body.everyone).toBe(false);
    expect(sheet.body.members.map((m: { userId: string }) => m.userId)).toEqual([technician.user.id]);
    const [shift] = sheet.body.members[0].shifts;
    expect(shift.entryId).toBe(clockedIn.body.clockedIn.entryId);
    expect(shift.clockedOutAt).toBeDefined();
  });
});

describe('the weekly timesheet', () => {
  it("adds each member's minutes by the day the shift began, and shows a manager everyone", async () => {
    const week = '2026-11-02';
    await pastShift(technician, week, '2026-11-03T09:00:00.000Z', '2026-11-03T17:30:00.000Z');
    // A late shift past midnight counts to the day it began.
    await pastShift(technician, week, '2026-11-05T20:00:00.000Z', '2026-11-06T01:00:00.000Z');

    const own = await invoke(routes.getTimesheet, { ...technician.as, query: { week } });
    const mine = own.body.members.find((m: { userId: string }) => m.userId === technician.user.id);
    expect(own.body.days).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08']);
    expect(mine.days.map((d: { minutes: number }) => d.minutes)).toEqual([0, 510, 0, 300, 0, 0, 0]);
    expect(mine.totalMinutes).toBe(810);

    const all = await invoke(routes.getTimesheet, { ...manager.as, query: { week } });
    expect(all.body.everyone).toBe(true);
    expect(all.body.members.some((m: { userId: string }) => m.userId === technician.user.id)).toBe(true);
  });

  it('asks for a week by its Monday', async () => {
    const result = await invoke(routes.getTimesheet, { ...manager.as, query: { week: '2026-11-04' } });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('Choose a week by its Monday, YYYY-MM-DD');
  });
});

describe("a manager's correction", () => {
  it('needs the staff.timesheets permission', async () => {
    const entryId = await pastShift(technician, '2026-11-09', '2026-11-10T09:00:00.000Z', '2026-11-10T12:00:00.000Z');
    const result = await invoke(routes.editShift, {
      ...technician.as,
      params: { week: '2026-11-09', userId: technician.user.id, entryId },
      body: { clockedInAt: '2026-11-10T08:00:00.000Z', clockedOutAt: '2026-11-10T12:00:00.000Z', reason: 'Forgot to clock in' },
    });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe("Your role does not allow changing staff's timesheets.");
  });

  it('refuses one without a reason, out of its week, or ending before it starts', async () => {
    const week = '2026-11-09';
    const entryId = await pastShift(technician, week, '2026-11-11T09:00:00.000Z', '2026-11-11T12:00:00.000Z');
    const params = { week, userId: technician.user.id, entryId };
    const edit = (body: Record<string, unknown>) => invoke(routes.editShift, { ...manager.as, params, body });

    const noReason = await edit({ clockedInAt: '2026-11-11T08:00:00.000Z', clockedOutAt: '2026-11-11T12:00:00.000Z' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Give a reason for the change');
    const backwards = await edit({ clockedInAt: '2026-11-11T13:00:00.000Z', clockedOutAt: '2026-11-11T12:00:00.000Z', reason: 'Typo' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('Clock-out must be after clock-in');
    const otherWeek = await edit({ clockedInAt: '2026-11-17T09:00:00.000Z', clockedOutAt: '2026-11-17T12:00:00.000Z', reason: 'Wrong week' });
    expect(otherWeek.status).toBe(400);
    expect(otherWeek.body.message).toBe('A shift stays in the week it began: choose a clock-in time in the week of 9 Nov 2026.');
    const noOut = await edit({ clockedInAt: '2026-11-11T08:00:00.000Z', reason: 'Dropped the end' });
    expect(noOut.status).toBe(400);
    expect(noOut.body.message).toBe('Give the clock-out time: this shift has ended.');
    const missing = await invoke(routes.editShift, { ...manager.as, params: { ...params, entryId: ulid() }, body: { clockedInAt: '2026-11-11T08:00:00.000Z', clockedOutAt: '2026-11-11T12:00:00.000Z', reason: 'Nothing' } });
    expect(missing.status).toBe(404);
  });

  it('changes the times, keeps the reason on the shift and is audited with the times before and after', async () => {
    const week = '2026-11-16';
    const entryId = await pastShift(technician, week, '2026-11-17T09:00:00.000Z', '2026-11-17T12:00:00.000Z');
    const result = await invoke(routes.editShift, {
      ...manager.as,
      params: { week, userId: technician.user.id, entryId },
      body: { clockedInAt: '2026-11-17T08:30:00.000Z', clockedOutAt: '2026-11-17T17:00:00.000Z', reason: 'Forgot to clock out at the end of the day' },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.minutes).toBe(510);
    expect(result.body.edits).toHaveLength(1);
    expect(result.body.edits[0]).toMatchObject({ reason: 'Forgot to clock out at the end of the day', by: { userId: manager.user.id, name: 'Mona M.' }, before: { clockedInAt: '2026-11-17T09:00:00.000Z', clockedOutAt: '2026-11-17T12:00:00.000Z' } });

    const sheet = await invoke(routes.getTimesheet, { ...technician.as, query: { week } });
    expect(sheet.body.members[0].totalMinutes).toBe(510);

    await bus.drain();
    const log = await readLog(owner.token, { action: 'shift_edited' });
    const entry = log.find((e) => e.details.includes(technician.user.id));
    expect(entry?.userId).toBe(manager.user.id);
    expect(entry?.details).toBe(`Shift of Tess T. (${technician.user.id}) changed from 17 Nov 2026, 09:00 to 17 Nov 2026, 12:00 to 17 Nov 2026, 08:30 to 17 Nov 2026, 17:00. Reason: Forgot to clock out at the end of the day`);
  });

  it('clocks the member out when it ends a shift left open', async () => {
    const member = await signedInUser('admin', { staffRole: 'technician' });
    const clockedIn = (await invoke(routes.clockIn, member.as)).body.clockedIn;
    const out = new Date().toISOString();
    const result = await invoke(routes.editShift, {
      ...manager.as,
      params: { week: clockedIn.week, userId: member.user.id, entryId: clockedIn.entryId },
      body: { clockedInAt: clockedIn.clockedInAt, clockedOutAt: out, reason: 'Left without clocking out' },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect((await invoke(routes.getClock, member.as)).body).toEqual({});
  });
});
