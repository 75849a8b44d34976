// Field rules the repairs schemas share: money in pence, QR codes, short texts, dates.
import * as z from 'zod/mini';
import { INVALID_QR_CODE_MESSAGE, QR_CODE_PATTERN } from '../../repairs/qr-code';
import { buildIfUsed } from '../build-if-used';

/** £10,000: no repair line or estimate is larger; a typo of a few extra digits is refused. */
export const MAX_PENCE = 1_000_000;

export function penceSchema(label: string) {
  return z.number(`${label} must be a number of pence`).check(
    z.int(`${label} must be a whole number of pence`),
    z.minimum(0, `${label} cannot be negative`),
    z.maximum(MAX_PENCE, `${label} must be at most £10,000.00`),
  );
}

/** Job, device and customer QR codes: base64url, at least 96 random bits (16 characters). */
export const QrCodeSchema = /* @__PURE__ */ buildIfUsed(() => z.string('QR code is required').check(
  z.trim(),
  z.regex(QR_CODE_PATTERN, INVALID_QR_CODE_MESSAGE),
));

export const QrParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ qrCode: QrCodeSchema }));

export function textSchema(label: string, max: number) {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

export function optionalTextSchema(label: string, max: number) {
  return z.optional(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );
}

/** ISO-8601 UTC date and time, as every date in the API. */
export const IsoDateTimeSchema = /* @__PURE__ */ buildIfUsed(() => z.iso.datetime({ message: 'Must be an ISO-8601 date and time in UTC' }));

/** Who did something, as the timeline and lines show it. */
export const ActorSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  name: z.string(),
  role: z.enum(['admin', 'customer', 'system']),
}));
export type Actor = z.infer<typeof ActorSchema>;

/** GET /api/admin/qr/{qrCode}: which page a scanned code opens. */
export const QrResolutionSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  kind: z.enum(['job', 'device', 'customer']),
  qrCode: z.string(),
}));
