// DELETE /api/admin/jobs/{qrCode}/photos/{photoId}: its own module, so the job sheet's schemas (in
// every repairs bundle) do not carry it.
import * as z from 'zod/mini';
import { QrCodeSchema } from './fields';

export const JobPhotoParamsSchema = z.object({
  qrCode: QrCodeSchema,
  photoId: z.string('Photo id is required').check(z.maxLength(26, 'That is not a photo id'), z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a photo id')),
});
