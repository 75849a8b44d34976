// Repairs (issue 5): jobs with QR tracking, devices, shop customer records, warranty claims, the
// admin's workshop views and the customer's own. The contract is in docs/api/repairs.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { QrParamsSchema, QrResolutionSchema } from '../../schemas/repairs/fields';
import {
  CreateCustomerRequestSchema,
  CustomerDetailSchema,
  CustomerListSchema,
  CustomerParamsSchema,
  CustomerSchema,
  CustomerSearchQuerySchema,
  MergeCustomersRequestSchema,
} from '../../schemas/repairs/customer';
import { CustomerCardDetailSchema, CustomerCardListSchema } from '../../schemas/repairs/customer-card';
import {
  DeviceInputSchema,
  DeviceListSchema,
  DeviceParamsSchema,
  DeviceProfileSchema,
  DeviceSchema,
  PublicDeviceProfileSchema,
} from '../../schemas/repairs/device';
import { DashboardSchema } from '../../schemas/repairs/dashboard';
import {
  AddLineRequestSchema,
  AddNoteRequestSchema,
  AdminJobSchema,
  ChangeStatusRequestSchema,
  ClaimJobRequestSchema,
  ClaimJobResponseSchema,
  CustomerJobListSchema,
  CustomerJobSchema,
  EstimateDecisionRequestSchema,
  JobListQuerySchema,
  JobListSchema,
  JobParamsSchema,
  LineParamsSchema,
  OpenJobRequestSchema,
  PublicJobSchema,
  UpdateJobRequestSchema,
  WarrantyClaimRequestSchema,
  WorkshopBoardSchema,
} from '../../schemas/repairs/job';

// ---------- Public: the QR code is the key ----------
export const trackJob = /* @__PURE__ */ defineRoute({
  name: 'TrackJob',
  method: 'GET',
  path: '/api/track/{qrCode}',
  auth: 'public',
  handler: 'repairs/track-job',
  table: 'read',
  params: JobParamsSchema,
  response: PublicJobSchema,
});
export const getPublicDeviceProfile = /* @__PURE__ */ defineRoute({
  name: 'GetPublicDeviceProfile',
  method: 'GET',
  path: '/api/device-profile/{qrCode}',
  auth: 'public',
  handler: 'repairs/get-public-device-profile',
  table: 'read',
  params: DeviceParamsSchema,
  response: PublicDeviceProfileSchema,
});

// ---------- Customer: their own jobs and devices ----------
export const listMyJobs = /* @__PURE__ */ defineRoute({
  name: 'ListMyJobs',
  method: 'GET',
  path: '/api/user/repairs',
  auth: 'customer',
  handler: 'repairs/list-my-jobs',
  table: 'read',
  response: CustomerJobListSchema,
});
export const getMyJob = /* @__PURE__ */ defineRoute({
  name: 'GetMyJob',
  method: 'GET',
  path: '/api/user/repairs/{qrCode}',
  auth: 'customer',
  handler: 'repairs/get-my-job',
  table: 'read',
  params: JobParamsSchema,
  response: CustomerJobSchema,
});
export const decideEstimate = /* @__PURE__ */ defineRoute({
  name: 'DecideEstimate',
  method: 'POST',
  path: '/api/user/repairs/{qrCode}/estimate-decision',
  auth: 'customer',
  handler: 'repairs/decide-estimate',
  table: 'readwrite',
  params: JobParamsSchema,
  body: EstimateDecisionRequestSchema,
  response: CustomerJobSchema,
});
export const claimJob = /* @__PURE__ */ defineRoute({
  name: 'ClaimJob',
  method: 'POST',
  path: '/api/claim-job',
  auth: 'customer',
  handler: 'repairs/claim-job',
  table: 'readwrite',
  // The code that proves a claim goes by email (decision 044).
  publishesEvents: true,
  body: ClaimJobRequestSchema,
  response: ClaimJobResponseSchema,
});
export const listMyDevices = /* @__PURE__ */ defineRoute({
  name: 'ListMyDevices',
  method: 'GET',
  path: '/api/user/devices',
  auth: 'customer',
  handler: 'repairs/list-my-devices',
  table: 'read',
  response: DeviceListSchema,
});
export const registerDevice = /* @__PURE__ */ defineRoute({
  name: 'RegisterDevice',
  method: 'POST',
  path: '/api/user/devices',
  auth: 'customer',
  handler: 'repairs/register-device',
  table: 'readwrite',
  body: DeviceInputSchema,
  response: DeviceSchema,
  successStatus: 201,
});
export const getMyDevice = /* @__PURE__ */ defineRoute({
  name: 'GetMyDevice',
  method: 'GET',
  path: '/api/user/devices/{qrCode}',
  auth: 'customer',
  handler: 'repairs/get-my-device',
  table: 'read',
  params: DeviceParamsSchema,
  response: DeviceProfileSchema,
});
export const updateMyDevice = /* @__PURE__ */ defineRoute({
  name: 'UpdateMyDevice',
  method: 'PUT',
  path: '/api/user/devices/{qrCode}',
  auth: 'customer',
  handler: 'repairs/update-my-device',
  table: 'readwrite',
  params: DeviceParamsSchema,
  body: DeviceInputSchema,
  response: DeviceSchema,
});
export const listMyCustomerRecords = /* @__PURE__ */ defineRoute({
  name: 'ListMyCustomerRecords',
  method: 'GET',
  path: '/api/user/customer-records',
  auth: 'customer',
  handler: 'repairs/list-my-customer-records',
  table: 'read',
  response: CustomerCardListSchema,
});
export const getMyCustomerRecord = /* @__PURE__ */ defineRoute({
  name: 'GetMyCustomerRecord',
  method: 'GET',
  path: '/api/user/customer-records/{qrCode}',
  auth: 'customer',
  handler: 'repairs/get-my-customer-record',
  table: 'read',
  params: CustomerParamsSchema,
  response: CustomerCardDetailSchema,
});

// ---------- Admin: the counter and the workshop ----------
export const createCustomer = /* @__PURE__ */ defineRoute({
  name: 'CreateCustomer',
  method: 'POST',
  path: '/api/admin/customers',
  auth: 'admin',
  permission: 'customers.edit',
  handler: 'repairs/create-customer',
  table: 'readwrite',
  body: CreateCustomerRequestSchema,
  response: CustomerSchema,
  successStatus: 201,
});
export const searchCustomers = /* @__PURE__ */ defineRoute({
  name: 'SearchCustomers',
  method: 'GET',
  path: '/api/admin/customers',
  auth: 'admin',
  permission: 'customers.view',
  handler: 'repairs/search-customers',
  table: 'read',
  query: CustomerSearchQuerySchema,
  response: CustomerListSchema,
});
export const getCustomer = /* @__PURE__ */ defineRoute({
  name: 'GetCustomer',
  method: 'GET',
  path: '/api/admin/customers/{qrCode}',
  auth: 'admin',
  permission: 'customers.view',
  handler: 'repairs/get-customer',
  table: 'read',
  params: CustomerParamsSchema,
  response: CustomerDetailSchema,
});
export const mergeCustomers = /* @__PURE__ */ defineRoute({
  name: 'MergeCustomers',
  method: 'POST',
  path: '/api/admin/customers/{qrCode}/merge',
  auth: 'admin',
  permission: 'customers.merge',
  handler: 'repairs/merge-customers',
  table: 'readwrite',
  publishesEvents: true,
  params: CustomerParamsSchema,
  body: MergeCustomersRequestSchema,
  response: CustomerDetailSchema,
});
export const openJob = /* @__PURE__ */ defineRoute({
  name: 'OpenJob',
  method: 'POST',
  path: '/api/admin/jobs',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'repairs/open-job',
  table: 'readwrite',
  publishesEvents: true,
  body: OpenJobRequestSchema,
  response: AdminJobSchema,
  successStatus: 201,
});
export const listJobs = /* @__PURE__ */ defineRoute({
  name: 'ListJobs',
  method: 'GET',
  path: '/api/admin/jobs',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'repairs/list-jobs',
  table: 'read',
  query: JobListQuerySchema,
  response: JobListSchema,
});
export const getJob = /* @__PURE__ */ defineRoute({
  name: 'GetJob',
  method: 'GET',
  path: '/api/admin/jobs/{qrCode}',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'repairs/get-job',
  table: 'read',
  params: JobParamsSchema,
  response: AdminJobSchema,
});
export const updateJob = /* @__PURE__ */ defineRoute({
  name: 'UpdateJob',
  method: 'PATCH',
  path: '/api/admin/jobs/{qrCode}',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'repairs/update-job',
  table: 'readwrite',
  publishesEvents: true,
  params: JobParamsSchema,
  body: UpdateJobRequestSchema,
  response: AdminJobSchema,
});
export const changeJobStatus = /* @__PURE__ */ defineRoute({
  name: 'ChangeJobStatus',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/status',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'repairs/change-job-status',
  table: 'readwrite',
  publishesEvents: true,
  params: JobParamsSchema,
  body: ChangeStatusRequestSchema,
  response: AdminJobSchema,
});
export const addJobNote = /* @__PURE__ */ defineRoute({
  name: 'AddJobNote',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/notes',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'repairs/add-job-note',
  table: 'readwrite',
  params: JobParamsSchema,
  body: AddNoteRequestSchema,
  response: AdminJobSchema,
});
export const addJobLine = /* @__PURE__ */ defineRoute({
  name: 'AddJobLine',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/lines',
  auth: 'admin',
  permission: 'jobs.price',
  handler: 'repairs/add-job-line',
  table: 'readwrite',
  params: JobParamsSchema,
  body: AddLineRequestSchema,
  response: AdminJobSchema,
});
export const removeJobLine = /* @__PURE__ */ defineRoute({
  name: 'RemoveJobLine',
  method: 'DELETE',
  path: '/api/admin/jobs/{qrCode}/lines/{lineId}',
  auth: 'admin',
  permission: 'jobs.price',
  handler: 'repairs/remove-job-line',
  table: 'readwrite',
  params: LineParamsSchema,
  response: AdminJobSchema,
});
export const openWarrantyClaim = /* @__PURE__ */ defineRoute({
  name: 'OpenWarrantyClaim',
  method: 'POST',
  path: '/api/admin/jobs/{qrCode}/warranty-claim',
  auth: 'admin',
  permission: 'jobs.edit',
  handler: 'repairs/open-warranty-claim',
  table: 'readwrite',
  publishesEvents: true,
  params: JobParamsSchema,
  body: WarrantyClaimRequestSchema,
  response: AdminJobSchema,
  successStatus: 201,
});
export const getRepairsDashboard = /* @__PURE__ */ defineRoute({
  name: 'GetRepairsDashboard',
  method: 'GET',
  path: '/api/admin/repairs-dashboard',
  auth: 'admin',
  permission: 'admin.use',
  handler: 'repairs/get-repairs-dashboard',
  table: 'read',
  response: DashboardSchema,
});
export const getWorkshopBoard = /* @__PURE__ */ defineRoute({
  name: 'GetWorkshopBoard',
  method: 'GET',
  path: '/api/admin/workshop-board',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'repairs/get-workshop-board',
  table: 'read',
  response: WorkshopBoardSchema,
});
export const resolveQrCode = /* @__PURE__ */ defineRoute({
  name: 'ResolveQrCode',
  method: 'GET',
  path: '/api/admin/qr/{qrCode}',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'repairs/resolve-qr-code',
  table: 'read',
  params: QrParamsSchema,
  response: QrResolutionSchema,
});
export const getAdminDevice = /* @__PURE__ */ defineRoute({
  name: 'GetAdminDevice',
  method: 'GET',
  path: '/api/admin/devices/{qrCode}',
  auth: 'admin',
  permission: 'jobs.view',
  handler: 'repairs/get-admin-device',
  table: 'read',
  params: DeviceParamsSchema,
  response: DeviceProfileSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as repairRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const repairRoutes = {
  trackJob,
  getPublicDeviceProfile,
  listMyJobs,
  getMyJob,
  decideEstimate,
  claimJob,
  listMyDevices,
  registerDevice,
  getMyDevice,
  updateMyDevice,
  listMyCustomerRecords,
  getMyCustomerRecord,
  createCustomer,
  searchCustomers,
  getCustomer,
  mergeCustomers,
  openJob,
  listJobs,
  getJob,
  updateJob,
  changeJobStatus,
  addJobNote,
  addJobLine,
  removeJobLine,
  openWarrantyClaim,
  getRepairsDashboard,
  getWorkshopBoard,
  resolveQrCode,
  getAdminDevice,
} satisfies Record<string, AnyRoute>;
