// Photos of the device (front, back, damage) taken with the tablet's camera or chosen from files:
// checked here (images only, at most 10 MB, 10 per job), shrunk in the browser and uploaded straight
// to storage with a 320 px thumbnail that the sheet shows. Staff only: the tracking page never shows them. Staff can delete one (after a confirm).
import { useState, type ChangeEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../../../shared/schemas/shop/upload';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { MAX_JOB_PHOTOS, PHOTO_LABEL_NAMES, PHOTO_LABELS, type JobPhoto } from '../../../../../shared/schemas/repairs/workshop';
import { labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload-image';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAddPhoto, useDeletePhoto } from '../api/workshop-writes';
import { Panel } from './panel';

export const NOT_AN_IMAGE = 'Only photos can be added: choose a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE = 'Each photo must be at most 10 MB.';

export function PhotosPanel({ job }: { job: AdminJob }) {
  const add = useAddPhoto(job.qrCode);
  const remove = useDeletePhoto(job.qrCode);
  const [label, setLabel] = useState<JobPhoto['label']>('front');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const full = job.photos.length >= MAX_JOB_PHOTOS;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (!file.type.startsWith('image/')) return setFailure(NOT_AN_IMAGE);
    if (file.size > MAX_UPLOAD_BYTES) return setFailure(PHOTO_TOO_LARGE);
    setBusy(true);
    try {
      const { key, thumbnailKey } = await uploadImage(file, 'job-photos');
      await add.mutateAsync({ key, thumbnailKey, label });
      toast({ title: `${PHOTO_LABEL_NAMES[label]} photo added`, variant: 'success' });
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async (photo: JobPhoto) => {
    setFailure(null);
    try {
      await remove.mutateAsync(photo.id);
      toast({ title: `${PHOTO_LABEL_NAMES[photo.label]} photo deleted`, variant: 'success' });
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  return (
    <Panel title="Photos">
      {job.photos.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Device photos">
          {job.photos.map((photo) => (
            <li key={photo.id} className="grid gap-1">
              {/* The 320 px thumbnail, lazily; the link opens the full image (decision 128). */}
              <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-border">
                <img
                  src={photo.thumbnailUrl ?? photo.url}
                  alt={`${PHOTO_LABEL_NAMES[photo.label]} of the device (opens the full image)`}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
              </a>
              <p className="text-xs text-muted">
                {PHOTO_LABEL_NAMES[photo.label]} · {photo.addedBy}
              </p>
              <ConfirmDialog
                trigger={`Delete ${PHOTO_LABEL_NAMES[photo.label].toLowerCase()} photo`}
                title="Delete this photo?"
                description="The photo is removed from the job and from storage. This cannot be undone."
                confirmLabel="Delete photo"
                pending={remove.isPending}
                onConfirm={() => void onDelete(photo)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-subtle">No photos yet.</p>
      )}
      {full ? (
        <p className="text-sm text-subtle">This job has the most photos it can hold ({MAX_JOB_PHOTOS}).</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          <label className="grid gap-1.5 text-sm font-medium">
            The photo shows
            <select value={label} onChange={(event) => setLabel(event.target.value as JobPhoto['label'])} className="h-11 rounded-lg border border-border-strong bg-background px-3 text-sm">
              {PHOTO_LABELS.map((value) => (
                <option key={value} value={value}>
                  {PHOTO_LABEL_NAMES[value]}
                </option>
              ))}
            </select>
          </label>
          <div className="grid gap-1.5">
            <label htmlFor={`photo-${job.qrCode}`} className={labelClasses}>
              Take or choose a photo
            </label>
            <input
              id={`photo-${job.qrCode}`}
              type="file"
              accept="image/*"
              capture="environment"
              disabled={busy}
              onChange={(event) => void onFile(event)}
              className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-surface-raised file:px-3 file:py-2 file:text-foreground"
            />
          </div>
        </div>
      )}
      {busy ? <p className="text-sm text-muted" role="status">Uploading the photo...</p> : null}
      {failure ? (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
    </Panel>
  );
}
