// Clocking in and out (decision 260): the caller's own shift, started and ended at the server's time.
import { ulid } from 'ulid';
import type { ClockState } from '../../shared/schemas/timesheets';
import { weekOf } from '../../shared/staff/weeks';
import type { Session } from '../data/sessions';
import { AlreadyClockedInError, clockIn, clockOut, getClockedIn } from '../data/shifts';
import { ConflictError } from '../lib/http-errors';
import { actorOf } from '../repairs/actors';

export const ALREADY_CLOCKED_IN = 'You are already clocked in.';
export const NOT_CLOCKED_IN = 'You are not clocked in.';

export async function clockState(userId: string): Promise<ClockState> {
  const open = await getClockedIn(userId);
  return open ? { clockedIn: open } : {};
}

export async function clockInNow(session: Session, now: Date): Promise<ClockState> {
  const member = await actorOf(session);
  const shift = { entryId: ulid(now.getTime()), userId: session.userId, name: member.name, week: weekOf(now), clockedInAt: now.toISOString(), version: 1, edits: [] };
  try {
    await clockIn(shift);
  } catch (error) {
    if (error instanceof AlreadyClockedInError) throw new ConflictError(ALREADY_CLOCKED_IN);
    throw error;
  }
  return { clockedIn: { entryId: shift.entryId, week: shift.week, clockedInAt: shift.clockedInAt } };
}

export async function clockOutNow(session: Session, now: Date): Promise<ClockState> {
  const open = await getClockedIn(session.userId);
  if (!open || !(await clockOut(session.userId, open, now.toISOString()))) throw new ConflictError(NOT_CLOCKED_IN);
  return {};
}
