// The job sheet's workshop records (issue 18): the pre-repair and quality checklists, the customer's
// signature on the intake terms, and technicians' time.
import * as z from 'zod/mini';
import { CheckResultSchema, CheckStageSchema } from '../../repairs/device-checklists';
import { QrCodeSchema, penceSchema, textSchema } from './fields';
import { buildIfUsed } from '../build-if-used';

export const ChecklistParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ qrCode: QrCodeSchema, stage: CheckStageSchema }));

/** PUT /api/admin/jobs/{qrCode}/checklists/{stage}: the stage's results, item id -> result (the whole list as it now is). */
export const SaveChecklistRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  results: z.record(z.string().check(z.regex(/^[a-z-]{2,30}$/, 'Unknown checklist item')), CheckResultSchema),
}));
export type SaveChecklistRequest = z.infer<typeof SaveChecklistRequestSchema>;

export const ChecklistRecordSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  results: z.record(z.string(), CheckResultSchema),
  updatedAt: z.string(),
  updatedBy: z.string(),
}));
export type ChecklistRecord = z.infer<typeof ChecklistRecordSchema>;

export const JobChecksSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  intake: z.optional(ChecklistRecordSchema),
  quality: z.optional(ChecklistRecordSchema),
}));
export type JobChecks = z.infer<typeof JobChecksSchema>;

/** A drawn signature as a PNG data URL; 150 kB is far more than a signature pad draws. */
export const SIGNATURE_MAX_LENGTH = 150_000;
export const SIGNATURE_IMAGE_MESSAGE = 'The signature must be a PNG image drawn on the pad';

export const SignIntakeRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  signerName: textSchema('Name of the person signing', 100),
  /** The terms' version the customer was shown; refused when it is not the current one. */
  termsVersion: z.string('Terms version is required').check(z.maxLength(40)),
  image: z.string(SIGNATURE_IMAGE_MESSAGE).check(
    z.maxLength(SIGNATURE_MAX_LENGTH, 'The signature image is too large'),
    z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, SIGNATURE_IMAGE_MESSAGE),
  ),
}));
export type SignIntakeRequest = z.infer<typeof SignIntakeRequestSchema>;

export const IntakeSignatureSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  signerName: z.string(),
  termsVersion: z.string(),
  image: z.string(),
  signedAt: z.string(),
  /** The staff member at the counter. */
  witnessedBy: z.string(),
}));
export type IntakeSignature = z.infer<typeof IntakeSignatureSchema>;

export const TimeEntrySchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  id: z.string(),
  technicianId: z.string(),
  technician: z.string(),
  startedAt: z.string(),
  /** Absent while the timer runs. */
  stoppedAt: z.optional(z.string()),
  seconds: z.optional(z.number()),
  /** The labour line this time was charged on. */
  lineId: z.optional(z.string()),
}));
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

/** POST /api/admin/jobs/{qrCode}/time/labour-line: the stopped, uncharged time becomes one labour line. */
export const TimeToLabourRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  hourlyRatePence: penceSchema('Hourly rate'),
}));

/** GET /api/admin/timer: the caller's running timer, if any (the job sheet and the header show it). */
export const RunningTimerSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  running: z.optional(z.object({ jobQr: z.string(), jobNumber: z.string(), entryId: z.string(), startedAt: z.string() })),
}));
export type RunningTimer = z.infer<typeof RunningTimerSchema>;

/** At most this many photos per job (issue 18). */
export const MAX_JOB_PHOTOS = 10;
export const PHOTO_LABELS = ['front', 'back', 'damage', 'other'] as const;
export const PhotoLabelSchema = /* @__PURE__ */ buildIfUsed(() => z.enum(PHOTO_LABELS, 'Say what the photo shows: front, back, damage or other'));
export const PHOTO_LABEL_NAMES: Record<(typeof PHOTO_LABELS)[number], string> = { front: 'Front', back: 'Back', damage: 'Damage', other: 'Other' };

export const JobPhotoSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  id: z.string(),
  key: z.string(),
  url: z.string(),
  /** The 320 px copy, when the browser made one (decision 128); photos from before show the full image. */
  thumbnailUrl: z.optional(z.string()),
  label: PhotoLabelSchema,
  addedAt: z.string(),
  addedBy: z.string(),
}));
export type JobPhoto = z.infer<typeof JobPhotoSchema>;
