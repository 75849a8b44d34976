// Staff image uploads, for any feature (product images, job photos): the browser shrinks the photo
// to at most 1600 px on its longer side as WebP with a canvas (no image library in a Lambda), asks
// the API for a presigned POST and posts the file straight to storage (S3, or the local folder).
// For a job photo it also posts a 320 px copy under the photo's thumbnail key (decision 128).
import { shopRoutes } from '../../../shared/api/routes/shop';
import { THUMBNAIL_EDGE, type UploadPurpose, type UploadTicket } from '../../../shared/schemas/shop/upload';
import { apiCall } from './api-client';

export const MAX_IMAGE_EDGE = 1600;

export class UploadFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadFailedError';
  }
}

/** The image scaled down to fit MAX_IMAGE_EDGE (never up), as WebP. */
export async function resizeImage(file: Blob, maxEdge = MAX_IMAGE_EDGE): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new UploadFailedError('That file is not an image we can read');
  });
  const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
  if (!blob) throw new UploadFailedError('The image could not be prepared for upload');
  return blob;
}

async function postToStorage(post: Omit<UploadTicket, 'thumbnail'>, image: Blob, tooLarge: string): Promise<void> {
  if (image.size > post.maxBytes) throw new UploadFailedError(tooLarge);
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', image);
  const response = await fetch(post.url, { method: 'POST', body: form, credentials: 'omit' });
  if (!response.ok) throw new UploadFailedError('The upload was refused; please try again');
}

export interface UploadedImage {
  key: string;
  publicUrl: string;
  /** For a job photo: the 320 px copy's key. */
  thumbnailKey?: string;
}

/** Resizes and uploads one image (and, when the answer asks for one, its 320 px thumbnail); answers the keys. */
export async function uploadImage(file: Blob, purpose: UploadPurpose): Promise<UploadedImage> {
  const image = await resizeImage(file);
  const ticket = await apiCall(shopRoutes.createUpload, { body: { purpose, contentType: 'image/webp' } });
  await postToStorage(ticket, image, 'The image is larger than 10 MB even after resizing');
  if (!ticket.thumbnail) return { key: ticket.key, publicUrl: ticket.publicUrl };
  await postToStorage(ticket.thumbnail, await resizeImage(image, THUMBNAIL_EDGE), 'The thumbnail is larger than 1 MB');
  return { key: ticket.key, publicUrl: ticket.publicUrl, thumbnailKey: ticket.thumbnail.key };
}
