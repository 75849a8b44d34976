// Staff uploads (product images, job photos): the browser asks for a presigned POST, resizes the
// image itself and posts it straight to storage (S3 in the cloud, a local folder locally).
import * as z from 'zod/mini';

export const UPLOAD_PURPOSES = ['product-images', 'job-photos'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The uploads bucket's private prefix of files handed out by short-lived links (the accounting export,
 * decision 380): never served at /uploads/*, removed a day after they are written.
 */
export const EXPORT_FILES_PREFIX = 'exports';

/** How long export files are kept: the bucket's lifecycle rule, and the local server's stand-in for it. */
export const EXPORT_FILES_KEPT_DAYS = 1;

export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** 10 MB: the storage policy refuses anything larger. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A thumbnail is the browser's 320 px copy of the image (decision 128): at most 1 MB (about 20 kB as WebP). */
export const THUMBNAIL_EDGE = 320;
export const MAX_THUMBNAIL_BYTES = 1024 * 1024;

/** A thumbnail's key: the image's own key with `-thumb` before the extension (job-photos/<ulid>-thumb.webp). */
export function thumbnailKeyOf(key: string): string {
  return key.replace(/(\.[a-z]+)$/, '-thumb$1');
}

export const CreateUploadRequestSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, `Purpose must be one of: ${UPLOAD_PURPOSES.join(', ')}`),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, 'Only JPEG, PNG or WebP images can be uploaded'),
});

/** Job photos also get a POST for their 320 px thumbnail under the thumbnail key (decision 128). */
export const purposeHasThumbnail = (purpose: UploadPurpose) => purpose === 'job-photos';
export type CreateUploadRequest = z.infer<typeof CreateUploadRequestSchema>;

const presignedUpload = {
  /** Where the browser POSTs the form. */
  url: z.string(),
  /** The form fields to send before the file (key, policy, signature...). */
  fields: z.record(z.string(), z.string()),
  /** The stored object's key: `<purpose>/<ulid>.<ext>` (a thumbnail's: `<purpose>/<ulid>-thumb.<ext>`). */
  key: z.string(),
  /** Where the image is served once uploaded: `/uploads/<key>` (CloudFront in the cloud, the local server locally). */
  publicUrl: z.string(),
  maxBytes: z.number(),
};

export const UploadTicketSchema = z.object({
  ...presignedUpload,
  /** For a job photo: the POST for its thumbnail, with its own smaller size limit. */
  thumbnail: z.optional(z.object(presignedUpload)),
});
export type UploadTicket = z.infer<typeof UploadTicketSchema>;

export function uploadPublicUrl(key: string): string {
  return `/uploads/${key}`;
}
