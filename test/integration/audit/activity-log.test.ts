// GET /api/admin/activity-log: newest first, filters by action, user and London day, cursor pages,
// and a tampered cursor is a 400.
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE, eventTypes } from '../../../shared/events';
import { routes } from '../../../shared/api/manifest';
import type { AuditEntry } from '../../../shared/schemas/audit-entry';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { readLog, signedInAdmin, withSession } from './audit-helpers';

let bus: ReturnType<typeof useLocalBus>;
let token: string;

beforeAll(async () => {
  bus = useLocalBus();
  token = (await signedInAdmin()).token;
});

/** Puts records for a user no other test knows on the bus, as EventBridge would deliver them. */
async function recordsFor(userId: string, records: { at: string; action: AuditEntry['action'] }[]): Promise<void> {
  for (const { at, action } of records) {
    const detail: AuditEntry = {
      id: ulid(Date.parse(at)),
      at,
      action,
      details: `${action} at ${at}`,
      userId,
      username: `user_${userId.slice(-6).toLowerCase()}`,
      clientIp: '192.0.2.10',
      userAgent: 'vitest',
      source: 'server',
    };
    bus.publish({ id: `evt-${detail.id}`, detailType: eventTypes.auditRecorded.detailType, source: EVENT_SOURCE, time: at, detail });
  }
  await bus.drain();
}

const page = (query: Record<string, string>) => invoke(routes.listActivityLog, { ...withSession(token), query });

describe('GET /api/admin/activity-log', () => {
  it('lists a user\'s records newest first, in cursor pages that neither skip nor repeat', async () => {
    const userId = ulid();
    const times = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 10, 9, i)).toISOString());
    await recordsFor(userId, times.map((at) => ({ at, action: 'admin_write' })));

    const first = await page({ user: userId, limit: '3' });
    const second = await page({ user: userId, limit: '3', cursor: first.body.nextCursor });
    const third = await page({ user: userId, limit: '3', cursor: second.body.nextCursor });

    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const seen = [...first.body.entries, ...second.body.entries, ...third.body.entries].map((e: AuditEntry) => e.at);
    expect(seen).toEqual([...times].reverse());
    expect(third.body.entries).toHaveLength(1);
    expect(third.body.nextCursor).toBeUndefined();
  });

  it('filters by action, by user and action together, and pages the whole log', async () => {
    const userId = ulid();
    await recordsFor(userId, [
      { at: '2026-02-01T10:00:00.000Z', action: 'sign_in_success' },
      { at: '2026-02-01T11:00:00.000Z', action: 'role_changed' },
      { at: '2026-02-01T12:00:00.000Z', action: 'sign_out' },
    ]);

    const mine = await readLog(token, { user: userId, action: 'role_changed' });
    const allRoleChanges = await readLog(token, { action: 'role_changed' });
    const wholeLog = await page({ limit: '2' });
    const wholeLogNext = await page({ limit: '2', cursor: wholeLog.body.nextCursor });

    expect(mine.map((e) => e.at)).toEqual(['2026-02-01T11:00:00.000Z']);
    expect(allRoleChanges.every((e) => e.action === 'role_changed')).toBe(true);
    expect(allRoleChanges.some((e) => e.userId === userId)).toBe(true);
    expect(wholeLog.body.entries).toHaveLength(2);
    expect(wholeLog.body.entries[0].at >= wholeLog.body.entries[1].at).toBe(true);
    expect(wholeLogNext.body.entries[0].at <= wholeLog.body.entries[1].at).toBe(true);
  });

  it('filters by London days, inclusive, across the clocks going forward', async () => {
    const userId = ulid();
    // 29 March 2026: British Summer Time starts at 01:00 UTC. 23:30 UTC on the 28th is still the 28th
    // in London; 23:30 UTC on the 29th is already 30 March in London.
    await recordsFor(userId, [
      { at: '2026-03-28T23:30:00.000Z', action: 'sign_in_success' },
      { at: '2026-03-29T12:00:00.000Z', action: 'sign_in_success' },
      { at: '2026-03-29T23:30:00.000Z', action: 'sign_in_success' },
    ]);

    const the29th = await readLog(token, { user: userId, from: '2026-03-29', to: '2026-03-29' });
    const from30th = await readLog(token, { user: userId, from: '2026-03-30' });
    const to28th = await readLog(token, { user: userId, to: '2026-03-28' });

    expect(the29th.map((e) => e.at)).toEqual(['2026-03-29T12:00:00.000Z']);
    expect(from30th.map((e) => e.at)).toEqual(['2026-03-29T23:30:00.000Z']);
    expect(to28th.map((e) => e.at)).toEqual(['2026-03-28T23:30:00.000Z']);
  });

  it('finds a user by username, and answers an unknown user with an empty page', async () => {
    const unknown = await page({ user: 'no_such_user_here' });

    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ entries: [] });
  });

  it('answers a tampered, foreign or malformed cursor with 400, never 500', async () => {
    const userId = ulid();
    const otherUserId = ulid();
    await recordsFor(userId, [
      { at: '2026-04-01T10:00:00.000Z', action: 'sign_out' },
      { at: '2026-04-01T11:00:00.000Z', action: 'sign_out' },
    ]);
    const first = await page({ user: userId, limit: '1' });
    const cursor: string = first.body.nextCursor;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    const reencode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const attempts = [
      'not a cursor!',
      'bm90IGpzb24',
      reencode({ ...decoded, k: { ...decoded.k, gsi2sk: 'x' } }),
      reencode({ ...decoded, k: { ...decoded.k, pk: 'USER#someone' } }),
      reencode({ ...decoded, v: 2 }),
    ];
    for (const bad of attempts) {
      const result = await page({ user: userId, cursor: bad });
      expect(result.status, bad).toBe(400);
      expect(result.body.message).toBe('The page cursor is not valid. Start again from the first page.');
    }
    const otherUser = await page({ user: otherUserId, cursor });
    const wholeLog = await page({ cursor });
    expect(otherUser.status).toBe(400);
    expect(wholeLog.status).toBe(400);
  });

  it('rejects bad filters with 400 and a clear message', async () => {
    const backwards = await page({ from: '2026-05-02', to: '2026-05-01' });
    const notADay = await page({ from: '2026-02-30' });
    const badAction = await page({ action: 'delete_everything' });
    const hugeLimit = await page({ limit: '1000' });

    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('from must not be after to');
    expect(notADay.status).toBe(400);
    expect(notADay.body.message).toBe('That date does not exist');
    expect(badAction.status).toBe(400);
    expect(hugeLimit.status).toBe(400);
  });
});
