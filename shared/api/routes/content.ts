// Content (issue 13): services and the price list, guides, verified reviews, the contact form's
// enquiries and the IMEI lookup, with the admin screens that manage them. Contract: docs/api/content.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { SlugParamsSchema } from '../../schemas/content/fields';
import {
  AnswerEnquiryRequestSchema,
  ContactRequestSchema,
  EnquiryAcceptedSchema,
  EnquiryListSchema,
  EnquiryParamsSchema,
  EnquirySchema,
} from '../../schemas/content/enquiries';
import { AdminGuideListSchema, GuideInputSchema, GuideListSchema, GuideSchema, PublicGuideSchema } from '../../schemas/content/guides';
import { ImeiLookupSchema, ImeiParamsSchema, TacInputSchema, TacListSchema, TacParamsSchema, TacSchema } from '../../schemas/content/imei';
import {
  AdminReviewListSchema,
  ModerateReviewRequestSchema,
  PublicReviewListSchema,
  ReviewInvitationSchema,
  ReviewParamsSchema,
  ReviewSchema,
  ReviewTokenParamsSchema,
  SubmitReviewRequestSchema,
} from '../../schemas/content/reviews';
import {
  CreateServiceRequestSchema,
  PriceCsvExportSchema,
  PriceCsvImportRequestSchema,
  PriceCsvImportResultSchema,
  PriceInputSchema,
  PriceListSchema,
  PriceRowSchema,
  PublicPriceListSchema,
  ServiceDetailSchema,
  ServiceInputSchema,
  ServiceListSchema,
  ServiceSchema,
} from '../../schemas/content/services';

// ---------- Public ----------
export const listServices = /* @__PURE__ */ defineRoute({
  name: 'ListServices',
  summary: 'The repair services the shop offers',
  method: 'GET',
  path: '/api/services',
  auth: 'public',
  handler: 'content/list-services',
  table: 'read',
  response: ServiceListSchema,
});
export const getService = /* @__PURE__ */ defineRoute({
  name: 'GetService',
  summary: 'One repair service with its prices',
  method: 'GET',
  path: '/api/services/{id}',
  auth: 'public',
  handler: 'content/get-service',
  table: 'read',
  params: SlugParamsSchema,
  response: ServiceDetailSchema,
});
export const getPriceList = /* @__PURE__ */ defineRoute({
  name: 'GetPriceList',
  summary: 'The public price list',
  method: 'GET',
  path: '/api/prices',
  auth: 'public',
  handler: 'content/get-price-list',
  table: 'read',
  response: PublicPriceListSchema,
});
export const listGuides = /* @__PURE__ */ defineRoute({
  name: 'ListGuides',
  summary: 'The published repair guides',
  method: 'GET',
  path: '/api/guides',
  auth: 'public',
  handler: 'content/list-guides',
  table: 'read',
  response: GuideListSchema,
});
export const getGuide = /* @__PURE__ */ defineRoute({
  name: 'GetGuide',
  summary: 'One published repair guide',
  method: 'GET',
  path: '/api/guides/{id}',
  auth: 'public',
  handler: 'content/get-guide',
  table: 'read',
  params: SlugParamsSchema,
  response: PublicGuideSchema,
});
export const listReviews = /* @__PURE__ */ defineRoute({
  name: 'ListReviews',
  summary: 'The published customer reviews',
  method: 'GET',
  path: '/api/reviews',
  auth: 'public',
  handler: 'content/list-reviews',
  table: 'read',
  response: PublicReviewListSchema,
});
export const getReviewInvitation = /* @__PURE__ */ defineRoute({
  name: 'GetReviewInvitation',
  summary: 'The repair a review invitation is for',
  method: 'GET',
  path: '/api/review-invitations/{token}',
  auth: 'public',
  handler: 'content/get-review-invitation',
  table: 'read',
  params: ReviewTokenParamsSchema,
  response: ReviewInvitationSchema,
});
export const submitReview = /* @__PURE__ */ defineRoute({
  name: 'SubmitReview',
  summary: 'Submits a customer review',
  method: 'POST',
  path: '/api/reviews',
  auth: 'public',
  handler: 'content/submit-review',
  table: 'readwrite',
  body: SubmitReviewRequestSchema,
  response: OkSchema,
  successStatus: 201,
});
export const sendEnquiry = /* @__PURE__ */ defineRoute({
  name: 'SendEnquiry',
  summary: 'Sends the shop a question from the contact form',
  method: 'POST',
  path: '/api/enquiries',
  auth: 'public',
  handler: 'content/send-enquiry',
  table: 'readwrite',
  // The shop's copy of the enquiry, by email.
  publishesEvents: true,
  body: ContactRequestSchema,
  response: EnquiryAcceptedSchema,
  successStatus: 201,
});
export const lookupImei = /* @__PURE__ */ defineRoute({
  name: 'LookupImei',
  summary: "The make and model a device's IMEI names",
  method: 'GET',
  path: '/api/imei/{imei}',
  auth: 'public',
  // Counts lookups per client address (rate limit).
  handler: 'content/lookup-imei',
  table: 'readwrite',
  params: ImeiParamsSchema,
  response: ImeiLookupSchema,
});
// ---------- Admin: services and prices ----------
export const listAdminServices = /* @__PURE__ */ defineRoute({
  name: 'ListAdminServices',
  summary: 'Every repair service, published or not',
  method: 'GET',
  path: '/api/admin/services',
  auth: 'admin',
  permission: 'content.prices',
  handler: 'content/list-admin-services',
  table: 'read',
  response: ServiceListSchema,
});
export const createService = /* @__PURE__ */ defineRoute({
  name: 'CreateService',
  summary: 'Adds a repair service',
  method: 'POST',
  path: '/api/admin/services',
  auth: 'admin',
  permission: 'content.prices',
  handler: 'content/create-service',
  table: 'readwrite',
  body: CreateServiceRequestSchema,
  response: ServiceSchema,
  successStatus: 201,
});
export const updateService = /* @__PURE__ */ defineRoute({
  name: 'UpdateService',
  summary: 'Changes a repair service',
  method: 'PUT',
  path: '/api/admin/services/{id}',
  auth: 'admin',
  permission: 'content.prices',
  handler: 'content/update-service',
  table: 'readwrite',
  params: SlugParamsSchema,
  body: ServiceInputSchema,
  response: ServiceSchema,
});
export const listAdminPrices = /* @__PURE__ */ defineRoute({
  name: 'ListAdminPrices',
  summary: 'Every price of the price list',
  method: 'GET',
  path: '/api/admin/prices',
  auth: 'admin',
  permission: 'content.prices',
  handler: 'content/list-admin-prices',
  table: 'read',
  response: PriceListSchema,
});
export const savePrice = /* @__PURE__ */ defineRoute({
  name: 'SavePrice',
  summary: 'Sets one price of the price list',
  method: 'PUT',
  path: '/api/admin/prices',
  auth: 'admin',
  permission: 'content.prices',
  handler: 'content/save-price',
  table: 'readwrite',
  body: PriceInputSchema,
  response: PriceRowSchema,
});
export const importPrices = /* @__PURE__ */ defineRoute({
  name: 'ImportPrices',
  summary: 'Imports prices from a CSV file',
  method: 'POST',
  path: '/api/admin/prices/import',
  auth: 'admin',
  permission: 'content.prices',
  handler: 'content/import-prices',
  table: 'readwrite',
  body: PriceCsvImportRequestSchema,
  response: PriceCsvImportResultSchema,
});
export const exportPrices = /* @__PURE__ */ defineRoute({
  name: 'ExportPrices',
  summary: 'The price list as a CSV file',
  method: 'GET',
  path: '/api/admin/prices/export',
  auth: 'admin',
  permission: 'content.prices',
  handler: 'content/export-prices',
  table: 'read',
  response: PriceCsvExportSchema,
});
// ---------- Admin: guides ----------
export const listAdminGuides = /* @__PURE__ */ defineRoute({
  name: 'ListAdminGuides',
  summary: 'Every repair guide, drafts too',
  method: 'GET',
  path: '/api/admin/guides',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/list-admin-guides',
  table: 'read',
  response: AdminGuideListSchema,
});
export const createGuide = /* @__PURE__ */ defineRoute({
  name: 'CreateGuide',
  summary: 'Adds a repair guide',
  method: 'POST',
  path: '/api/admin/guides',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/create-guide',
  table: 'readwrite',
  body: GuideInputSchema,
  response: GuideSchema,
  successStatus: 201,
});
export const updateGuide = /* @__PURE__ */ defineRoute({
  name: 'UpdateGuide',
  summary: 'Changes a repair guide',
  method: 'PUT',
  path: '/api/admin/guides/{id}',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/update-guide',
  table: 'readwrite',
  params: SlugParamsSchema,
  body: GuideInputSchema,
  response: GuideSchema,
});
// ---------- Admin: reviews, enquiries, TACs ----------
export const listAdminReviews = /* @__PURE__ */ defineRoute({
  name: 'ListAdminReviews',
  summary: 'Every review, for moderation',
  method: 'GET',
  path: '/api/admin/reviews',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/list-admin-reviews',
  table: 'read',
  response: AdminReviewListSchema,
});
export const moderateReview = /* @__PURE__ */ defineRoute({
  name: 'ModerateReview',
  summary: 'Publishes or hides a review',
  method: 'PUT',
  path: '/api/admin/reviews/{id}',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/moderate-review',
  table: 'readwrite',
  params: ReviewParamsSchema,
  body: ModerateReviewRequestSchema,
  response: ReviewSchema,
});
export const listEnquiries = /* @__PURE__ */ defineRoute({
  name: 'ListEnquiries',
  summary: "The contact form's enquiries",
  method: 'GET',
  path: '/api/admin/enquiries',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/list-enquiries',
  table: 'read',
  response: EnquiryListSchema,
});
export const answerEnquiry = /* @__PURE__ */ defineRoute({
  name: 'AnswerEnquiry',
  summary: 'Replies to an enquiry by email',
  method: 'POST',
  path: '/api/admin/enquiries/{id}/reply',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/answer-enquiry',
  table: 'readwrite',
  params: EnquiryParamsSchema,
  body: AnswerEnquiryRequestSchema,
  response: EnquirySchema,
});
export const listTacs = /* @__PURE__ */ defineRoute({
  name: 'ListTacs',
  summary: 'The known device type codes (TACs) for IMEI lookups',
  method: 'GET',
  path: '/api/admin/tacs',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/list-tacs',
  table: 'read',
  response: TacListSchema,
});
export const saveTac = /* @__PURE__ */ defineRoute({
  name: 'SaveTac',
  summary: 'Adds or changes a device type code (TAC)',
  method: 'PUT',
  path: '/api/admin/tacs/{tac}',
  auth: 'admin',
  permission: 'content.site',
  handler: 'content/save-tac',
  table: 'readwrite',
  params: TacParamsSchema,
  body: TacInputSchema,
  response: TacSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as contentRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const contentRoutes = {
  listServices,
  getService,
  getPriceList,
  listGuides,
  getGuide,
  listReviews,
  getReviewInvitation,
  submitReview,
  sendEnquiry,
  lookupImei,
  listAdminServices,
  createService,
  updateService,
  listAdminPrices,
  savePrice,
  importPrices,
  exportPrices,
  listAdminGuides,
  createGuide,
  updateGuide,
  listAdminReviews,
  moderateReview,
  listEnquiries,
  answerEnquiry,
  listTacs,
  saveTac,
} satisfies Record<string, AnyRoute>;

export type ContentRoutes = typeof contentRoutes;
