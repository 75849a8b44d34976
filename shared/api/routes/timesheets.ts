// Clocking in and out from the admin header, and the weekly timesheets (decision 260). Contract:
// docs/api/timesheets.md.
import { defineRoute } from '../define-route';
import { ClockStateSchema, EditShiftRequestSchema, ShiftParamsSchema, ShiftSchema, TimesheetQuerySchema, TimesheetSchema } from '../../schemas/timesheets';

export const getClock = /* @__PURE__ */ defineRoute({
  name: 'GetClock',
  summary: 'Whether the member is clocked in',
  method: 'GET',
  path: '/api/admin/clock',
  auth: 'admin',
  permission: 'admin.use',
  handler: 'timesheets/get-clock',
  table: 'read',
  response: ClockStateSchema,
});
export const clockIn = /* @__PURE__ */ defineRoute({
  name: 'ClockIn',
  summary: 'Clocks the member in',
  method: 'POST',
  path: '/api/admin/clock/in',
  auth: 'admin',
  permission: 'admin.use',
  handler: 'timesheets/clock-in',
  table: 'readwrite',
  response: ClockStateSchema,
  successStatus: 201,
});
export const clockOut = /* @__PURE__ */ defineRoute({
  name: 'ClockOut',
  summary: 'Clocks the member out',
  method: 'POST',
  path: '/api/admin/clock/out',
  auth: 'admin',
  permission: 'admin.use',
  handler: 'timesheets/clock-out',
  table: 'readwrite',
  response: ClockStateSchema,
});
export const getTimesheet = /* @__PURE__ */ defineRoute({
  name: 'GetTimesheet',
  summary: "A week's shifts and totals: everyone's, or the member's own",
  method: 'GET',
  path: '/api/admin/timesheets',
  auth: 'admin',
  permission: 'admin.use',
  handler: 'timesheets/get-timesheet',
  table: 'read',
  query: TimesheetQuerySchema,
  response: TimesheetSchema,
});
export const editShift = /* @__PURE__ */ defineRoute({
  name: 'EditShift',
  summary: "Corrects a member's shift, with a reason",
  method: 'PATCH',
  path: '/api/admin/timesheets/{week}/{userId}/{entryId}',
  auth: 'admin',
  permission: 'staff.timesheets',
  handler: 'timesheets/edit-shift',
  table: 'readwrite',
  params: ShiftParamsSchema,
  body: EditShiftRequestSchema,
  response: ShiftSchema,
});

export const timesheetRoutes = {
  getClock,
  clockIn,
  clockOut,
  getTimesheet,
  editShift,
};
