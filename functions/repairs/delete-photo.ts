// Deletes a job photo (issue 18, decision 136): its record and the job's photo count in one
// transaction, then the stored image and its thumbnail. The record goes first, so a failure never leaves the sheet
// showing a photo whose image is gone; an image left behind by a failed removal is logged.
import { deleteJobPhotoRecord, getJobPhoto } from '../data/job-photos';
import { NotFoundError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { removeStoredUpload } from '../uploads/stored-objects';

export const PHOTO_NOT_FOUND = 'Photo not found';

export async function deleteJobPhoto(qrCode: string, photoId: string): Promise<void> {
  const photo = await getJobPhoto(qrCode, photoId);
  if (!photo) throw new NotFoundError(PHOTO_NOT_FOUND);
  // Deleted meanwhile by another request.
  if (!(await deleteJobPhotoRecord(qrCode, photoId))) throw new NotFoundError(PHOTO_NOT_FOUND);
  // The image and its thumbnail (decision 128), each removal logged on its own if it fails.
  const stored = [photo.key, ...(photo.thumbnailKey ? [photo.thumbnailKey] : [])];
  await Promise.all(
    stored.map((key) => removeStoredUpload(key).catch((error: unknown) => logger.error('Could not remove a deleted photo from storage', { key, error: error as Error }))),
  );
}
