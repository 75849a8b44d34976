// Staff delete a job photo: its record and the job's count go in one transaction, the stored image
// (the local uploads folder here, S3 in the cloud) is removed, and the delete is an audit record.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { openWalkIn, signedInUser, type SignedIn } from './repair-helpers';

let bus: ReturnType<typeof useLocalBus>;
let admin: SignedIn;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInUser('admin');
});

let serial = 0;
/** A photo uploaded to the local folder, as the local server's /uploads writes it, then added to the job. */
async function photoOn(qrCode: string) {
  const key = `job-photos/01JZ${String(Date.now()).padStart(18, '0')}${String(serial++).padStart(4, '0')}.webp`;
  const file = path.join(process.env.UPLOADS_DIR!, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from('RIFF....WEBP'));
  const added = await invoke(routes.addJobPhoto, { ...admin.as, params: { qrCode }, body: { key, label: 'damage' } });
  const photo = (added.body.photos as { id: string; key: string }[]).find((each) => each.key === key)!;
  return { photo, file };
}

describe('deleting a job photo', () => {
  it('removes the record and the stored image, frees its place in the 10, and is audited', async () => {
    const job = await openWalkIn(admin);
    const { photo, file } = await photoOn(job.qrCode);
    const other = await photoOn(job.qrCode);

    const deleted = await invoke(routes.deleteJobPhoto, { ...admin.as, params: { qrCode: job.qrCode, photoId: photo.id } });
    await bus.drain();

    expect(deleted.status).toBe(200);
    expect(deleted.body.photos.map((each: { id: string }) => each.id)).toEqual([other.photo.id]);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(other.file)).toBe(true);
    const audit = bus.delivered.filter((event) => event.detailType === 'AuditRecorded' && (event.detail as { request?: { route: string } }).request?.route === 'DeleteJobPhoto');
    expect(audit).toHaveLength(1);
    for (let n = 0; n < 9; n++) await photoOn(job.qrCode);
    const sheet = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });
    expect(sheet.body.photos).toHaveLength(10);
  });

  it('answers 404 for a photo that is not on the job (or was deleted already) and 400 for a malformed id', async () => {
    const job = await openWalkIn(admin);
    const { photo } = await photoOn(job.qrCode);
    await invoke(routes.deleteJobPhoto, { ...admin.as, params: { qrCode: job.qrCode, photoId: photo.id } });

    const again = await invoke(routes.deleteJobPhoto, { ...admin.as, params: { qrCode: job.qrCode, photoId: photo.id } });
    const malformed = await invoke(routes.deleteJobPhoto, { ...admin.as, params: { qrCode: job.qrCode, photoId: '../../etc' } });

    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Photo not found');
    expect(malformed.status).toBe(400);
  });

  it('is for staff only', async () => {
    const customer = await signedInUser('customer');
    const job = await openWalkIn(admin);
    const { photo } = await photoOn(job.qrCode);

    const refused = await invoke(routes.deleteJobPhoto, { ...customer.as, params: { qrCode: job.qrCode, photoId: photo.id } });

    expect(refused.status).toBe(403);
  });
});
