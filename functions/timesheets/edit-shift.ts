// A manager's correction of a shift (decision 260): new times with a reason, kept on the shift and
// recorded in the audit log with the times before and after. The shift stays in the week it began in.
import { formatDate, formatDateTime } from '../../shared/dates';
import type { EditShiftRequest, Shift } from '../../shared/schemas/timesheets';
import { weekOf } from '../../shared/staff/weeks';
import { recordAudit, type AuditInput } from '../audit/record-audit';
import type { Session } from '../data/sessions';
import { getShift, saveShiftEdit, ShiftChangedError, type ShiftRecord } from '../data/shifts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { actorOf } from '../repairs/actors';
import { shiftView } from './timesheet';

export const SHIFT_NOT_FOUND = 'Shift not found';
export const SHIFT_CHANGED = 'The shift changed while you were editing it. Reload and try again.';

function timesText(times: Pick<ShiftRecord, 'clockedInAt' | 'clockedOutAt'>): string {
  return `${formatDateTime(times.clockedInAt)} to ${times.clockedOutAt ? formatDateTime(times.clockedOutAt) : 'still clocked in'}`;
}

export interface ShiftKey {
  week: string;
  userId: string;
  entryId: string;
}

export async function editShift(key: ShiftKey, body: EditShiftRequest, session: Session, caller: AuditInput['caller'], now: Date): Promise<Shift> {
  const previous = await getShift(key.week, key.userId, key.entryId);
  if (!previous) throw new NotFoundError(SHIFT_NOT_FOUND);
  if (weekOf(new Date(body.clockedInAt)) !== previous.week) {
    throw new BadRequestError(`A shift stays in the week it began: choose a clock-in time in the week of ${formatDate(`${previous.week}T12:00:00Z`)}.`);
  }
  if (Date.parse(body.clockedInAt) > now.getTime() || (body.clockedOutAt && Date.parse(body.clockedOutAt) > now.getTime())) {
    throw new BadRequestError('Times cannot be in the future.');
  }
  if (previous.clockedOutAt && !body.clockedOutAt) throw new BadRequestError('Give the clock-out time: this shift has ended.');
  const by = await actorOf(session);
  const next: ShiftRecord = { ...previous, clockedInAt: body.clockedInAt, clockedOutAt: body.clockedOutAt };
  if (!next.clockedOutAt) delete next.clockedOutAt;
  const edit = { at: now.toISOString(), by: { userId: by.userId, name: by.name }, reason: body.reason, before: { clockedInAt: previous.clockedInAt, ...(previous.clockedOutAt ? { clockedOutAt: previous.clockedOutAt } : {}) } };
  try {
    await saveShiftEdit(previous, next, edit);
  } catch (error) {
    if (error instanceof ShiftChangedError) throw new ConflictError(SHIFT_CHANGED);
    throw error;
  }
  await recordAudit({
    action: 'shift_edited',
    details: `Shift of ${previous.name} (${previous.userId}) changed from ${timesText(previous)} to ${timesText(next)}. Reason: ${body.reason}`,
    caller,
    userId: session.userId,
    now,
  });
  return shiftView({ ...next, version: previous.version + 1, edits: [...previous.edits, edit] });
}
