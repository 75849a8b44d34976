// Uploads: a presigned POST for staff only, and the local stand-in for S3 checking its policy
// (signature, key, content type, 10 MB) before it stores and serves the file.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { acceptLocalUpload, localUploadPath } from '../../../functions/uploads/local-upload-target';
import { invoke } from '../../support/invoke';
import { signedInAdmin, signedInCustomer } from '../bookings/booking-helpers';

function formOf(fields: Record<string, string>, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

describe('POST /api/admin/uploads', () => {
  it('gives staff a presigned POST for an image under its purpose; the stand-in stores exactly that file', async () => {
    const admin = await signedInAdmin();

    const ticket = await invoke(shopRoutes.createUpload, { body: { purpose: 'product-images', contentType: 'image/webp' }, ...admin.cookies });

    expect(ticket.status).toBe(201);
    expect(ticket.body.key).toMatch(/^product-images\/[0-9A-Z]{26}\.webp$/);
    expect(ticket.body).toMatchObject({ url: '/uploads', publicUrl: `/uploads/${ticket.body.key}`, maxBytes: 10 * 1024 * 1024 });
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    await acceptLocalUpload(formOf(ticket.body.fields, new Blob([bytes], { type: 'image/webp' })));
    expect(new Uint8Array(await readFile(localUploadPath(ticket.body.key)))).toEqual(bytes);
  });

  it('refuses a customer, and a content type that is not an image', async () => {
    const admin = await signedInAdmin();
    const customer = await signedInCustomer();

    expect((await invoke(shopRoutes.createUpload, { body: { purpose: 'job-photos', contentType: 'image/webp' }, ...customer.cookies })).status).toBe(403);
    const pdf = await invoke(shopRoutes.createUpload, { body: { purpose: 'job-photos', contentType: 'application/pdf' }, ...admin.cookies });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors.contentType).toEqual(['Only JPEG, PNG or WebP images can be uploaded']);
  });

  it('the stand-in refuses a tampered key, another content type, a forged signature and an empty file', async () => {
    const admin = await signedInAdmin();
    const { body } = await invoke(shopRoutes.createUpload, { body: { purpose: 'job-photos', contentType: 'image/jpeg' }, ...admin.cookies });
    const jpeg = new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' });

    await expect(acceptLocalUpload(formOf({ ...body.fields, key: 'job-photos/../../escape.jpg' }, jpeg))).rejects.toThrow('Upload fields do not match the policy');
    await expect(acceptLocalUpload(formOf({ ...body.fields, 'Content-Type': 'text/html' }, jpeg))).rejects.toThrow('Upload fields do not match the policy');
    await expect(acceptLocalUpload(formOf({ ...body.fields, 'X-Local-Signature': 'forged' }, jpeg))).rejects.toThrow('Invalid upload policy signature');
    await expect(acceptLocalUpload(formOf(body.fields, new Blob([], { type: 'image/jpeg' })))).rejects.toThrow('Upload is larger than the policy allows');
  });
});
