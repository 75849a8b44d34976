// Clocking in and out, and the weekly timesheet built from the shifts (decision 260).
import * as z from 'zod/mini';
import { isMonday } from '../staff/weeks';
import { buildIfUsed } from './build-if-used';

/** A shift may be corrected to at most this long: a longer one is a mistake, not a day's work. */
export const MAX_SHIFT_HOURS = 16;

export const WeekSchema = /* @__PURE__ */ buildIfUsed(() =>
  z.string('Choose a week').check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a week by its Monday, YYYY-MM-DD'),
    z.refine(isMonday, 'Choose a week by its Monday, YYYY-MM-DD'),
  ),
);

/** GET /api/admin/clock and the clock-in and clock-out answers: the caller's open shift, if any. */
export const ClockStateSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  clockedIn: z.optional(z.object({ entryId: z.string(), week: z.string(), clockedInAt: z.string() })),
}));
export type ClockState = z.infer<typeof ClockStateSchema>;

export const TimesheetQuerySchema = /* @__PURE__ */ buildIfUsed(() => z.object({ week: WeekSchema }));

export const ShiftEditSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  at: z.string(),
  by: z.object({ userId: z.string(), name: z.string() }),
  reason: z.string(),
  /** The times before this edit. */
  before: z.object({ clockedInAt: z.string(), clockedOutAt: z.optional(z.string()) }),
}));
export type ShiftEdit = z.infer<typeof ShiftEditSchema>;

export const ShiftSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  entryId: z.string(),
  userId: z.string(),
  name: z.string(),
  clockedInAt: z.string(),
  /** Absent while the member is still clocked in. */
  clockedOutAt: z.optional(z.string()),
  /** The London day the shift began on: it counts to that day, even past midnight. */
  day: z.string(),
  minutes: z.number(),
  version: z.number(),
  /** Managers' corrections, oldest first, each with its reason. */
  edits: z.array(ShiftEditSchema),
}));
export type Shift = z.infer<typeof ShiftSchema>;

export const TimesheetMemberSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  userId: z.string(),
  name: z.string(),
  /** Minutes worked on each day of the week, Monday first (shifts still open count none). */
  days: z.array(z.object({ day: z.string(), minutes: z.number() })),
  totalMinutes: z.number(),
  shifts: z.array(ShiftSchema),
}));
export type TimesheetMember = z.infer<typeof TimesheetMemberSchema>;

/** GET /api/admin/timesheets?week=: the caller's own week, or everyone's for a role with staff.timesheets. */
export const TimesheetSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  week: z.string(),
  days: z.array(z.string()),
  /** Whether the caller sees every member and may correct shifts. */
  everyone: z.boolean(),
  members: z.array(TimesheetMemberSchema),
}));
export type Timesheet = z.infer<typeof TimesheetSchema>;

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const ShiftParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  week: WeekSchema,
  userId: z.string().check(z.minLength(1, 'Shift not found'), z.maxLength(64, 'Shift not found')),
  entryId: z.string().check(z.regex(ULID, 'Shift not found')),
}));

const isoMessage = 'Times must be ISO-8601 dates and times in UTC';

/** PATCH /api/admin/timesheets/{week}/{userId}/{entryId}: a manager's correction, with its reason. */
export const EditShiftRequestSchema = /* @__PURE__ */ buildIfUsed(() => z
  .object({
    clockedInAt: z.iso.datetime({ message: isoMessage }),
    /** Required once the shift has ended; given for an open shift, it clocks the member out. */
    clockedOutAt: z.optional(z.iso.datetime({ message: isoMessage })),
    reason: z.string('Give a reason for the change').check(
      z.trim(),
      z.minLength(3, 'Give a reason for the change'),
      z.maxLength(200, 'The reason must be at most 200 characters'),
    ),
  })
  .check(
    z.refine((v) => v.clockedOutAt === undefined || Date.parse(v.clockedOutAt) > Date.parse(v.clockedInAt), {
      message: 'Clock-out must be after clock-in',
      path: ['clockedOutAt'],
    }),
    z.refine((v) => v.clockedOutAt === undefined || Date.parse(v.clockedOutAt) - Date.parse(v.clockedInAt) <= MAX_SHIFT_HOURS * 3_600_000, {
      message: `A shift can be at most ${MAX_SHIFT_HOURS} hours`,
      path: ['clockedOutAt'],
    }),
  ));
export type EditShiftRequest = z.infer<typeof EditShiftRequestSchema>;
