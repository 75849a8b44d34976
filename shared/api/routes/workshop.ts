// Repairs, second part (issue 18): the job sheet's checklists, the customer's signature on the
// intake terms, technicians' timers, the per-job message channel, and who a job is assigned to
// with each member's "My jobs" (decision 261). Contract: docs/api/repairs.md,
// "Workshop and messages".
import { defineRoute } from '../define-route';
import { JobPhotoParamsSchema } from '../../schemas/repairs/job-photo-params';
import { AdminJobSchema, AssigneeListSchema, AssignJobRequestSchema, JobParamsSchema } from '../../schemas/repairs/job';
import { MyJobsSchema } from '../../schemas/repairs/my-jobs';
import { JobMessageChannelRequestSchema } from '../../schemas/repairs/messages';
import { AddJobPhotoRequestSchema } from '../../schemas/repairs/job-photo-request';
import { ChecklistParamsSchema, RunningTimerSchema, SaveChecklistRequestSchema, SignIntakeRequestSchema, TimeToLabourRequestSchema } from '../../schemas/repairs/workshop';

export const saveJobChecklist = /* @__PURE__ */ defineRoute({
  name: 'SaveJobChecklist',
  summary: "Saves a repair job's intake or completion checklist",
  method: 'PUT',
  path: '/api/admin/jobs/{qrCode}/checklists/{stage}',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'workshop/save-job-checklist',
  table: 'readwrite',
  params: ChecklistParamsSchema,
  body: SaveChecklistRequestSchema,
  response: AdminJobSchema,
});
export const signIntakeTerms = /* @__PURE__ */ defineRoute({
  name: 'SignIntakeTerms',
  summary: "Records the customer's signature on the intake terms",
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/signature',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'workshop/sign-intake-terms',
  table: 'readwrite',
  params: JobParamsSchema,
  body: SignIntakeRequestSchema,
  response: AdminJobSchema,
  successStatus: 201,
});
export const addJobPhoto = /* @__PURE__ */ defineRoute({
  name: 'AddJobPhoto',
  summary: 'Adds an uploaded photo to a repair job',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/photos',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'workshop/add-job-photo',
  table: 'readwrite',
  params: JobParamsSchema,
  body: AddJobPhotoRequestSchema,
  response: AdminJobSchema,
  successStatus: 201,
});
export const deleteJobPhoto = /* @__PURE__ */ defineRoute({
  name: 'DeleteJobPhoto',
  summary: "Deletes a repair job's photo",
  method: 'DELETE',
  path: '/api/admin/jobs/{qrCode}/photos/{photoId}',
  auth: 'admin',
  permission: 'jobs.deletePhotos',
  handler: 'workshop/delete-job-photo',
  table: 'readwrite',
  uploads: 'delete',
  params: JobPhotoParamsSchema,
  response: AdminJobSchema,
});
export const startJobTimer = /* @__PURE__ */ defineRoute({
  name: 'StartJobTimer',
  summary: 'Starts timing work on a repair job',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/timer/start',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'workshop/start-job-timer',
  table: 'readwrite',
  params: JobParamsSchema,
  response: AdminJobSchema,
});
export const stopJobTimer = /* @__PURE__ */ defineRoute({
  name: 'StopJobTimer',
  summary: 'Stops the running timer of a repair job',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/timer/stop',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'workshop/stop-job-timer',
  table: 'readwrite',
  params: JobParamsSchema,
  response: AdminJobSchema,
});
export const getRunningTimer = /* @__PURE__ */ defineRoute({
  name: 'GetRunningTimer',
  summary: "The staff member's running job timer, if any",
  method: 'GET',
  path: '/api/admin/timer',
  auth: 'admin',
  permission: 'admin.use',
  handler: 'workshop/get-running-timer',
  table: 'read',
  response: RunningTimerSchema,
});
export const chargeJobTime = /* @__PURE__ */ defineRoute({
  name: 'ChargeJobTime',
  summary: "Charges a repair job's timed work as a labour line",
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/time/labour-line',
  auth: 'admin',
  permission: 'jobs.price',
  handler: 'workshop/charge-job-time',
  table: 'readwrite',
  params: JobParamsSchema,
  body: TimeToLabourRequestSchema,
  response: AdminJobSchema,
});
export const setJobMessageChannel = /* @__PURE__ */ defineRoute({
  name: 'SetJobMessageChannel',
  summary: "Chooses SMS or email for a repair job's updates",
  method: 'PUT',
  path: '/api/admin/jobs/{qrCode}/message-channel',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'workshop/set-job-message-channel',
  table: 'readwrite',
  params: JobParamsSchema,
  body: JobMessageChannelRequestSchema,
  response: AdminJobSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as workshopRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const assignJob = /* @__PURE__ */ defineRoute({
  name: 'AssignJob',
  summary: 'Assigns a job to a member of staff, or to no one',
  method: 'PUT',
  path: '/api/admin/jobs/{qrCode}/assignee',
  auth: 'admin',
  permission: 'jobs.assign',
  handler: 'workshop/assign-job',
  table: 'readwrite',
  params: JobParamsSchema,
  body: AssignJobRequestSchema,
  response: AdminJobSchema,
});
export const listAssignees = /* @__PURE__ */ defineRoute({
  name: 'ListAssignees',
  summary: 'The active staff a job can be assigned to',
  method: 'GET',
  path: '/api/admin/assignees',
  auth: 'admin',
  permission: 'jobs.assign',
  handler: 'workshop/list-assignees',
  table: 'read',
  response: AssigneeListSchema,
});
export const getMyJobs = /* @__PURE__ */ defineRoute({
  name: 'GetMyJobs',
  summary: "The member's open assigned jobs, soonest due first, with their running timer",
  method: 'GET',
  path: '/api/admin/my-jobs',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'workshop/get-my-jobs',
  table: 'read',
  response: MyJobsSchema,
});

export const workshopRoutes = {
  saveJobChecklist,
  signIntakeTerms,
  addJobPhoto,
  deleteJobPhoto,
  startJobTimer,
  stopJobTimer,
  getRunningTimer,
  chargeJobTime,
  setJobMessageChannel,
  assignJob,
  listAssignees,
  getMyJobs,
};
