// Repairs, second part (issue 18): the job sheet's checklists, the customer's signature on the
// intake terms, technicians' timers and the per-job message channel. Contract: docs/api/repairs.md,
// "Workshop and messages".
import { defineRoute } from '../define-route';
import { AdminJobSchema, JobParamsSchema } from '../../schemas/repairs/job';
import { JobMessageChannelRequestSchema } from '../../schemas/repairs/messages';
import { ChecklistParamsSchema, RunningTimerSchema, SaveChecklistRequestSchema, SignIntakeRequestSchema, TimeToLabourRequestSchema } from '../../schemas/repairs/workshop';

export const workshopRoutes = {
  saveJobChecklist: defineRoute({
    name: 'SaveJobChecklist',
    method: 'PUT',
    path: '/api/admin/jobs/{qrCode}/checklists/{stage}',
    auth: 'admin',
    handler: 'workshop/save-job-checklist',
    table: 'readwrite',
    params: ChecklistParamsSchema,
    body: SaveChecklistRequestSchema,
    response: AdminJobSchema,
  }),
  signIntakeTerms: defineRoute({
    name: 'SignIntakeTerms',
    method: 'POST',
    path: '/api/admin/jobs/{qrCode}/signature',
    auth: 'admin',
    handler: 'workshop/sign-intake-terms',
    table: 'readwrite',
    params: JobParamsSchema,
    body: SignIntakeRequestSchema,
    response: AdminJobSchema,
    successStatus: 201,
  }),
  startJobTimer: defineRoute({
    name: 'StartJobTimer',
    method: 'POST',
    path: '/api/admin/jobs/{qrCode}/timer/start',
    auth: 'admin',
    handler: 'workshop/start-job-timer',
    table: 'readwrite',
    params: JobParamsSchema,
    response: AdminJobSchema,
  }),
  stopJobTimer: defineRoute({
    name: 'StopJobTimer',
    method: 'POST',
    path: '/api/admin/jobs/{qrCode}/timer/stop',
    auth: 'admin',
    handler: 'workshop/stop-job-timer',
    table: 'readwrite',
    params: JobParamsSchema,
    response: AdminJobSchema,
  }),
  getRunningTimer: defineRoute({
    name: 'GetRunningTimer',
    method: 'GET',
    path: '/api/admin/timer',
    auth: 'admin',
    handler: 'workshop/get-running-timer',
    table: 'read',
    response: RunningTimerSchema,
  }),
  chargeJobTime: defineRoute({
    name: 'ChargeJobTime',
    method: 'POST',
    path: '/api/admin/jobs/{qrCode}/time/labour-line',
    auth: 'admin',
    handler: 'workshop/charge-job-time',
    table: 'readwrite',
    params: JobParamsSchema,
    body: TimeToLabourRequestSchema,
    response: AdminJobSchema,
  }),
  setJobMessageChannel: defineRoute({
    name: 'SetJobMessageChannel',
    method: 'PUT',
    path: '/api/admin/jobs/{qrCode}/message-channel',
    auth: 'admin',
    handler: 'workshop/set-job-message-channel',
    table: 'readwrite',
    params: JobParamsSchema,
    body: JobMessageChannelRequestSchema,
    response: AdminJobSchema,
  }),
};
