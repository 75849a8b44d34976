// Job-photo thumbnails made in the browser (decision 128): a job photo's upload request signs both POSTs, the
// thumbnail under the photo's key with -thumb and a 1 MB limit; the photo records its thumbnail only
// when it is the photo's own; deleting the photo removes both stored objects.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { acceptLocalUpload, localUploadPath } from '../../../functions/uploads/local-upload-target';
import { invoke } from '../../support/invoke';
import { openWalkIn, signedInUser, type SignedIn } from './repair-helpers';

function formOf(fields: Record<string, string>, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

const webp = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/webp' });

async function uploadedWithThumbnail(as: SignedIn['as']) {
  const ticket = await invoke(routes.createUpload, { body: { purpose: 'job-photos', contentType: 'image/webp' }, ...as });
  await acceptLocalUpload(formOf(ticket.body.fields, webp(2000)));
  await acceptLocalUpload(formOf(ticket.body.thumbnail.fields, webp(200)));
  return ticket;
}

describe('job-photo thumbnails', () => {
  it("signs the thumbnail's POST under the photo's key with -thumb, limited to 1 MB, with the same content type", async () => {
    const admin = await signedInUser('admin');

    const ticket = await invoke(routes.createUpload, { body: { purpose: 'job-photos', contentType: 'image/webp' }, ...admin.as });
    const product = await invoke(routes.createUpload, { body: { purpose: 'product-images', contentType: 'image/webp' }, ...admin.as });

    expect(ticket.status).toBe(201);
    expect(ticket.body.thumbnail.key).toBe(ticket.body.key.replace(/\.webp$/, '-thumb.webp'));
    expect(ticket.body.thumbnail).toMatchObject({ publicUrl: `/uploads/${ticket.body.thumbnail.key}`, maxBytes: 1024 * 1024 });
    expect(ticket.body.thumbnail.fields['Content-Type']).toBe('image/webp');
    expect(product.body.thumbnail).toBeUndefined();
    // The thumbnail's policy refuses more than 1 MB; the photo's own allows up to 10 MB.
    await expect(acceptLocalUpload(formOf(ticket.body.thumbnail.fields, webp(1024 * 1024 + 1)))).rejects.toThrow('Upload is larger than the policy allows');
    await acceptLocalUpload(formOf(ticket.body.fields, webp(1024 * 1024 + 1)));
    // Each form stores under its own key only.
    await expect(acceptLocalUpload(formOf({ ...ticket.body.thumbnail.fields, key: ticket.body.key }, webp(10)))).rejects.toThrow('Upload fields do not match the policy');
  });

  it('records the thumbnail with the photo, shows it on the sheet and removes both images on delete', async () => {
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    const ticket = await uploadedWithThumbnail(admin.as);

    const added = await invoke(routes.addJobPhoto, {
      ...admin.as,
      params: { qrCode: job.qrCode },
      body: { key: ticket.body.key, thumbnailKey: ticket.body.thumbnail.key, label: 'front' },
    });
    const photo = added.body.photos.find((each: { key: string }) => each.key === ticket.body.key);
    const deleted = await invoke(routes.deleteJobPhoto, { ...admin.as, params: { qrCode: job.qrCode, photoId: photo.id } });

    expect(added.status).toBe(201);
    expect(photo).toMatchObject({ url: `/uploads/${ticket.body.key}`, thumbnailUrl: `/uploads/${ticket.body.thumbnail.key}` });
    expect(deleted.status).toBe(200);
    expect(existsSync(localUploadPath(ticket.body.key))).toBe(false);
    expect(existsSync(localUploadPath(ticket.body.thumbnail.key))).toBe(false);
  });

  it("refuses a thumbnail that is not the photo's own, and adds nothing", async () => {
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    const mine = await uploadedWithThumbnail(admin.as);
    const other = await uploadedWithThumbnail(admin.as);

    const mismatched = await invoke(routes.addJobPhoto, {
      ...admin.as,
      params: { qrCode: job.qrCode },
      body: { key: mine.body.key, thumbnailKey: other.body.thumbnail.key, label: 'front' },
    });
    const notAThumbnail = await invoke(routes.addJobPhoto, {
      ...admin.as,
      params: { qrCode: job.qrCode },
      body: { key: mine.body.key, thumbnailKey: 'product-images/01JZ0000000000000000000000-thumb.webp', label: 'front' },
    });
    const sheet = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });

    expect(mismatched.status).toBe(400);
    expect(mismatched.body.message).toBe("The thumbnail must be this photo's own: its key with -thumb before the extension.");
    expect(notAThumbnail.status).toBe(400);
    expect(sheet.body.photos).toHaveLength(0);
  });
});
