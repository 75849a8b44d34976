// Jobs (job sheets): intake, the admin's view and updates, the customer's and the public view.
import * as z from 'zod/mini';
import { JobStatusSchema } from '../../repairs/statuses';
import { DeviceInputSchema, DeviceTypeSchema, WarrantySchema } from './device';
import { ActorSchema, IsoDateTimeSchema, QrCodeSchema, optionalTextSchema, penceSchema, textSchema } from './fields';
import { MessageChannelSchema } from '../../messaging/channels';
import { MessageLogEntrySchema } from './messages';
import { IntakeSignatureSchema, JobChecksSchema, JobPhotoSchema, TimeEntrySchema } from './workshop';
import { DepositEntrySchema, DepositSummarySchema, RepairBalanceSchema } from './deposit';
import { IntakeChecklistSchema, TechnicianSchema } from './intake';
import { buildIfUsed } from '../build-if-used';

// The frontend's job forms import the intake's type from here.
export type { IntakeChecklist } from './intake';

export const FaultSchema = textSchema('Fault description', 1000);

/** POST /api/admin/jobs: a walk-in intake. Either an existing device's QR code or a new device. */
export const OpenJobRequestSchema = /* @__PURE__ */ buildIfUsed(() => z
  .object({
    customerQr: z.optional(QrCodeSchema),
    deviceQr: z.optional(QrCodeSchema),
    device: z.optional(DeviceInputSchema),
    fault: FaultSchema,
    intake: IntakeChecklistSchema,
    estimatePence: z.optional(penceSchema('Estimate')),
    promisedAt: z.optional(IsoDateTimeSchema),
    technician: TechnicianSchema,
  })
  .check(
    z.refine((v) => (v.deviceQr === undefined) !== (v.device === undefined), {
      message: 'Give either the device QR code or the new device, not both',
      path: ['device'],
    }),
  ));
export type OpenJobRequest = z.infer<typeof OpenJobRequestSchema>;

export const LineKindSchema = /* @__PURE__ */ buildIfUsed(() => z.enum(['part', 'labour'], 'Line kind must be part or labour'));

export const JobLineSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  id: z.string(),
  kind: LineKindSchema,
  description: z.string(),
  quantity: z.number(),
  unitPence: z.number(),
  totalPence: z.number(),
  /** What one unit cost the shop, pence without VAT (parts: the product's or supplier's cost); absent when not known. Staff only. */
  costPence: z.optional(z.number()),
  /** A part taken from the shop's stock (part finder): its product, so removing the line returns it to stock. */
  productId: z.optional(z.string()),
  addedAt: z.string(),
  addedBy: z.string(),
  /**
   * A labour line's member of staff (decision 261): whose timed work it charges, or for one typed by
   * hand the job's assignee (else who typed it). Their commission counts it; absent on older lines.
   */
  memberId: z.optional(z.string()),
}));
export type JobLine = z.infer<typeof JobLineSchema>;

export const AddLineRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  kind: LineKindSchema,
  description: textSchema('Description', 120),
  quantity: z._default(
    z.number('Quantity must be a number').check(z.int('Quantity must be a whole number'), z.minimum(1, 'Quantity must be at least 1'), z.maximum(99, 'Quantity must be at most 99')),
    1,
  ),
  unitPence: penceSchema('Price'),
  costPence: z.optional(penceSchema('Cost')),
}));
export type AddLineRequest = z.infer<typeof AddLineRequestSchema>;

export const TimelineKindSchema = /* @__PURE__ */ buildIfUsed(() => z.enum(['status', 'update', 'note', 'estimate', 'claim']));

export const TimelineEntrySchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  id: z.string(),
  at: z.string(),
  kind: TimelineKindSchema,
  visibility: z.enum(['customer', 'internal']),
  status: z.optional(JobStatusSchema),
  fromStatus: z.optional(JobStatusSchema),
  message: z.optional(z.string()),
  by: ActorSchema,
}));
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const EstimateApprovalSchema = /* @__PURE__ */ buildIfUsed(() => z.enum(['pending', 'approved', 'declined']));

/** Parts ordered for the job that arrived on a purchase order (issue 17): the technician's notice. */
export const PartsArrivedSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  at: z.string(),
  poId: z.string(),
  poNumber: z.string(),
  /** The receipt that told the job, so a retried receipt tells it once. */
  receiptId: z.string(),
  parts: z.array(z.object({ productId: z.string(), description: z.string(), quantity: z.number(), salePence: z.optional(z.number()) })),
}));
export type PartsArrived = z.infer<typeof PartsArrivedSchema>;

/** The member of staff a job is assigned to: their account, and their name as it was when assigned (decision 261). */
export const AssigneeSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ userId: z.string(), name: z.string() }));
export type Assignee = z.infer<typeof AssigneeSchema>;

export const JobSummarySchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  qrCode: z.string(),
  jobNumber: z.string(),
  status: JobStatusSchema,
  customerName: z.optional(z.string()),
  deviceLabel: z.string(),
  fault: z.string(),
  openedAt: z.string(),
  promisedAt: z.optional(z.string()),
  technician: z.optional(z.string()),
  assignedTo: z.optional(AssigneeSchema),
  estimatePence: z.optional(z.number()),
  isWarrantyClaim: z.boolean(),
  /** When parts ordered for it last arrived (the board flags it while the job is Awaiting parts). */
  partsArrivedAt: z.optional(z.string()),
}));
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const JobDeviceSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  qrCode: z.string(),
  make: z.string(),
  model: z.string(),
  type: DeviceTypeSchema,
  colour: z.optional(z.string()),
  imei: z.optional(z.string()),
  serial: z.optional(z.string()),
}));

export const JobCustomerSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  customerQr: z.optional(z.string()),
  firstName: z.string(),
  lastName: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  /** A registered account owns the job (booked online, or claimed). */
  hasAccount: z.boolean(),
}));

/** GET /api/admin/jobs/{qrCode}: the whole job sheet. */
export const AdminJobSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  qrCode: z.string(),
  jobNumber: z.string(),
  status: JobStatusSchema,
  source: z.enum(['walk-in', 'booking', 'mail-in', 'warranty']),
  customer: z.optional(JobCustomerSchema),
  device: JobDeviceSchema,
  fault: z.string(),
  /** Absent while a job is only Booked: the checklist is filled in at check-in. */
  intake: z.optional(
    z.object({
      condition: z.string(),
      accessories: z.array(z.string()),
      passcodeGiven: z.boolean(),
      powersOn: z.optional(z.boolean()),
    }),
  ),
  estimatePence: z.optional(z.number()),
  estimateApproval: z.optional(EstimateApprovalSchema),
  /** Typed text from before jobs were assigned to accounts; shown as it was. */
  technician: z.optional(z.string()),
  assignedTo: z.optional(AssigneeSchema),
  promisedAt: z.optional(z.string()),
  openedAt: z.string(),
  collectedAt: z.optional(z.string()),
  warrantyEndsAt: z.optional(z.string()),
  warranty: WarrantySchema,
  warrantyOfJob: z.optional(z.object({ qrCode: z.string(), jobNumber: z.string() })),
  /** Warranty claims are not charged: lines are recorded for the workshop, the total to pay is 0. */
  charged: z.boolean(),
  lines: z.array(JobLineSchema),
  linesTotalPence: z.number(),
  amountDuePence: z.number(),
  timeline: z.array(TimelineEntrySchema),
  allowedNextStatuses: z.array(JobStatusSchema),
  // ---------- Issue 18 ----------
  /** Staff's choice for this job; absent: the customer's own (their account's, else email). */
  messageChannel: z.optional(MessageChannelSchema),
  messages: z.array(MessageLogEntrySchema),
  /** The device type's checklist, in order; results by item id in `checks`. */
  checklist: z.array(z.object({ id: z.string(), label: z.string() })),
  checks: JobChecksSchema,
  signature: z.optional(IntakeSignatureSchema),
  /** Photos of the device: staff only, never on the tracking page. */
  photos: z.array(JobPhotoSchema),
  timeEntries: z.array(TimeEntrySchema),
  /** Stopped time only (a running timer counts once stopped). */
  timeTotalSeconds: z.number(),
  partsArrived: z.optional(PartsArrivedSchema),
  /** What is asked and paid as a deposit (decision 147), and its ledger. */
  deposit: z.optional(DepositSummarySchema),
  deposits: z.array(DepositEntrySchema),
  /** The balance once the price is final, and what was paid online towards it (decision 290). */
  balance: z.optional(RepairBalanceSchema),
}));
export type AdminJob = z.infer<typeof AdminJobSchema>;

export const JobListQuerySchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  status: z.optional(JobStatusSchema),
  /** Job number, customer name, phone number or IMEI/serial. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(60, 'Search is too long'))),
  cursor: z.optional(z.string().check(z.maxLength(500))),
  /** A list's order: newest first unless 'oldest' (the workshop board's columns, decision 385). Not for a search. */
  order: z.optional(z.enum(['newest', 'oldest'], "Order must be 'newest' or 'oldest'")),
}));
export type JobListQuery = z.infer<typeof JobListQuerySchema>;

export const JobListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  jobs: z.array(JobSummarySchema),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
}));

export const ChangeStatusRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  status: JobStatusSchema,
  /** Shown to the customer with the status change when given. */
  message: optionalTextSchema('Message', 500),
}));

export const AddNoteRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  text: textSchema('Note', 1000),
  /** 'internal': staff only. 'customer': a customer-visible update (shown on the tracking page). */
  visibility: z.enum(['internal', 'customer'], 'Visibility must be internal or customer'),
}));

export const UpdateJobRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  estimatePence: z.optional(penceSchema('Estimate')),
  technician: TechnicianSchema,
  promisedAt: z.optional(z.union([z.literal(''), IsoDateTimeSchema])),
  fault: z.optional(FaultSchema),
}));
export type UpdateJobRequest = z.infer<typeof UpdateJobRequestSchema>;

export const LineParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ qrCode: QrCodeSchema, lineId: z.string().check(z.regex(/^[0-9A-Z]{26}$/, 'Unknown line')) }));

export const WarrantyClaimRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  fault: FaultSchema,
  intake: IntakeChecklistSchema,
  promisedAt: z.optional(IsoDateTimeSchema),
  technician: TechnicianSchema,
}));

/** The public tracking page: nothing personal (decision 083). */
export const PublicJobSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  jobNumber: z.string(),
  status: JobStatusSchema,
  statusDescription: z.string(),
  device: z.object({ make: z.string(), model: z.string(), type: DeviceTypeSchema }),
  /** At most the first name's initial, "S." */
  customerInitial: z.optional(z.string()),
  estimatePence: z.optional(z.number()),
  estimateApproval: z.optional(EstimateApprovalSchema),
  openedAt: z.string(),
  promisedAt: z.optional(z.string()),
  collectedAt: z.optional(z.string()),
  warranty: WarrantySchema,
  isWarrantyClaim: z.boolean(),
  timeline: z.array(z.object({ at: z.string(), status: z.optional(JobStatusSchema), message: z.optional(z.string()) })),
  /** True when the job has no account yet, so the page can offer "add this repair to my account". */
  claimable: z.boolean(),
  /** The deposit asked and paid (decision 147): the page offers to pay what is due. */
  deposit: z.optional(DepositSummarySchema),
  /** The balance once the price is final (decision 290): the page offers "Pay now" while some is due. */
  balance: z.optional(RepairBalanceSchema),
}));
export type PublicJob = z.infer<typeof PublicJobSchema>;

/** The signed-in owner's view: the public view plus the QR code, device QR code and the bill. */
export const CustomerJobSchema = /* @__PURE__ */ buildIfUsed(() => z.extend(PublicJobSchema, {
  qrCode: z.string(),
  deviceQr: z.string(),
  fault: z.string(),
  lines: z.array(z.object({ kind: LineKindSchema, description: z.string(), quantity: z.number(), unitPence: z.number(), totalPence: z.number() })),
  amountDuePence: z.number(),
}));
export type CustomerJob = z.infer<typeof CustomerJobSchema>;

export const CustomerJobListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** Active jobs first (newest first), then finished ones (newest first). */
  jobs: z.array(z.extend(JobSummarySchema, { warranty: WarrantySchema })),
}));

export const EstimateDecisionRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  decision: z.enum(['approve', 'decline'], 'Decision must be approve or decline'),
}));

export const CLAIM_CODE_MESSAGE = 'Enter the 6-digit code we sent you';

export const ClaimJobRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** The ticket's QR code; omitted to resolve the code given at registration. */
  qrCode: z.optional(QrCodeSchema),
  /** The code sent to the job's contact, proving the claimant is its customer (decision 044). */
  code: z.optional(z.string().check(z.trim(), z.regex(/^\d{6}$/, CLAIM_CODE_MESSAGE))),
}));
export type ClaimJobRequest = z.infer<typeof ClaimJobRequestSchema>;

export const ClaimJobResponseSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  message: z.string(),
  /** Only once the claim is proved: nothing about the job shows before. */
  job: z.optional(JobSummarySchema),
  /** A code was sent to the job's contact by this channel: ask for it and claim again with it. */
  codeSentBy: z.optional(z.enum(['email', 'sms'])),
}));

export const JobParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ qrCode: QrCodeSchema }));

/** Open jobs a page of the workshop board's API holds unless `limit` says fewer (decision 386). */
export const WORKSHOP_BOARD_PAGE_SIZE = 500;
const BOARD_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${WORKSHOP_BOARD_PAGE_SIZE}`;

/** GET /api/admin/workshop-board?limit=&cursor=: the open jobs oldest opened first, a page at a time. */
export const WorkshopBoardQuerySchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  limit: z.optional(z.coerce.number(BOARD_LIMIT_MESSAGE).check(z.int(BOARD_LIMIT_MESSAGE), z.gte(1, BOARD_LIMIT_MESSAGE), z.lte(WORKSHOP_BOARD_PAGE_SIZE, BOARD_LIMIT_MESSAGE))),
  cursor: z.optional(z.string().check(z.maxLength(500))),
}));

/** The workshop board's API: a page of open jobs in columns, one per open status in workflow order, oldest first. */
export const WorkshopBoardSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  columns: z.array(z.object({ status: JobStatusSchema, jobs: z.array(JobSummarySchema) })),
  generatedAt: z.string(),
  /** More open jobs (opened later) are on the next page: pass back as `cursor`. Absent on the last page. */
  nextCursor: z.optional(z.string()),
}));
export type WorkshopBoard = z.infer<typeof WorkshopBoardSchema>;

/** PUT /api/admin/jobs/{qrCode}/assignee: a member of staff's account, or null to unassign (decision 261). */
export const AssignJobRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  userId: z.nullable(z.string('Choose a member of staff').check(z.minLength(1, 'Choose a member of staff'), z.maxLength(64, 'Choose a member of staff'))),
}));
export type AssignJobRequest = z.infer<typeof AssignJobRequestSchema>;

/** GET /api/admin/jobs/assignees: the active members of staff a job can be assigned to, by name. */
export const AssigneeListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ members: z.array(AssigneeSchema) }));
export type AssigneeList = z.infer<typeof AssigneeListSchema>;
