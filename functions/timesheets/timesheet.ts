// A week's timesheet from its shifts (decision 260): each member's minutes per day (a shift counts to
// the London day it began on) and in all. Pure, apart from reading the week.
import { londonDay } from '../../shared/dates';
import type { Shift, Timesheet, TimesheetMember } from '../../shared/schemas/timesheets';
import { daysOfWeek } from '../../shared/staff/weeks';
import { listShifts, type ShiftRecord } from '../data/shifts';

export function shiftView(record: ShiftRecord): Shift {
  const minutes = record.clockedOutAt ? Math.round((Date.parse(record.clockedOutAt) - Date.parse(record.clockedInAt)) / 60_000) : 0;
  const { week: _week, ...rest } = record;
  return { ...rest, day: londonDay(new Date(record.clockedInAt)), minutes };
}

export function buildTimesheet(week: string, records: readonly ShiftRecord[], everyone: boolean): Timesheet {
  const days = daysOfWeek(week);
  const byMember = new Map<string, Shift[]>();
  for (const record of records) byMember.set(record.userId, [...(byMember.get(record.userId) ?? []), shiftView(record)]);
  const members: TimesheetMember[] = [...byMember].map(([userId, shifts]) => {
    const sorted = shifts.sort((a, b) => a.clockedInAt.localeCompare(b.clockedInAt));
    const perDay = days.map((day) => ({ day, minutes: sorted.filter((s) => s.day === day).reduce((sum, s) => sum + s.minutes, 0) }));
    return { userId, name: sorted[sorted.length - 1]!.name, days: perDay, totalMinutes: perDay.reduce((sum, d) => sum + d.minutes, 0), shifts: sorted };
  });
  return { week, days, everyone, members: members.sort((a, b) => a.name.localeCompare(b.name, 'en-GB')) };
}

/** Everyone's week for a role that manages timesheets, else the caller's own. */
export async function readTimesheet(week: string, callerId: string, everyone: boolean): Promise<Timesheet> {
  return buildTimesheet(week, await listShifts(week, everyone ? undefined : callerId), everyone);
}
