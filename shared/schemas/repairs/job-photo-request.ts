// POST /api/admin/jobs/{qrCode}/photos: a photo already uploaded (POST /api/admin/uploads, purpose
// job-photos). In a file of its own so that only the add-photo route's bundle carries it: the job
// schemas (and every bundle reading a job) need the photo, not the request that adds one.
import * as z from 'zod/mini';
import { PhotoLabelSchema } from './workshop';

export const AddJobPhotoRequestSchema = z.object({
  key: z.string('Upload the photo first').check(z.regex(/^job-photos\/[0-9A-HJKMNP-TV-Z]{26}\.(jpg|png|webp)$/, 'That is not an uploaded job photo')),
  /** The browser's 320 px copy (decision 128); the server checks it is exactly this photo's thumbnail key. */
  thumbnailKey: z.optional(
    z.string().check(z.regex(/^job-photos\/[0-9A-HJKMNP-TV-Z]{26}-thumb\.(jpg|png|webp)$/, 'That is not an uploaded job photo thumbnail')),
  ),
  label: PhotoLabelSchema,
});
