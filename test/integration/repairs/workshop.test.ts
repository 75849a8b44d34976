// Issue 18 on the job sheet: checklists compared and the quality-check rule, one running timer per
// technician, the signature on the intake terms.
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { INTAKE_TERMS_VERSION } from '../../../shared/repairs/intake-terms';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, moveJob, openWalkIn, signedInUser } from './repair-helpers';

useLocalBus();

const allPass = (items: { id: string }[]) => Object.fromEntries(items.map((i) => [i.id, 'pass']));
// A 1x1 transparent PNG: what the pad sends, only smaller.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('checklists and the quality check', () => {
  it('refuses Quality check -> Ready for collection with an unchecked item (409 naming it), then allows it', async () => {
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    for (const status of ['In repair', 'Quality check']) await moveJob(admin, job.qrCode, status);
    const items = job.checklist as { id: string; label: string }[];
    const { 'mobile-signal': _left, ...allButOne } = allPass(items);
    await invoke(routes.saveJobChecklist, { ...admin.as, params: { qrCode: job.qrCode, stage: 'quality' }, body: { results: allButOne } });

    const refused = await invoke(routes.changeJobStatus, { ...admin.as, params: { qrCode: job.qrCode }, body: { status: 'Ready for collection' } });
    const saved = await invoke(routes.saveJobChecklist, {
      ...admin.as,
      params: { qrCode: job.qrCode, stage: 'quality' },
      body: { results: { ...allButOne, 'mobile-signal': 'fail' } },
    });
    const allowed = await invoke(routes.changeJobStatus, { ...admin.as, params: { qrCode: job.qrCode }, body: { status: 'Ready for collection' } });

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The quality check is not finished: Mobile signal is unchecked. Check every item before the job is ready for collection.',
    );
    expect(saved.body.checks.quality.results['mobile-signal']).toBe('fail');
    expect(allowed.status).toBe(200);
    expect(allowed.body.status).toBe('Ready for collection');
  });

  it('keeps the intake and quality results side by side on the job sheet, for the device type’s list', async () => {
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin, { device: { make: 'Sony', model: 'PlayStation 5', type: 'console' } });
    const intake = { 'powers-on': 'pass', 'video-output': 'fail', 'disc-drive': 'n/a' };

    const afterIntake = await invoke(routes.saveJobChecklist, { ...admin.as, params: { qrCode: job.qrCode, stage: 'intake' }, body: { results: intake } });
    const tooEarly = await invoke(routes.saveJobChecklist, { ...admin.as, params: { qrCode: job.qrCode, stage: 'quality' }, body: { results: intake } });
    const wrongItem = await invoke(routes.saveJobChecklist, { ...admin.as, params: { qrCode: job.qrCode, stage: 'intake' }, body: { results: { biometrics: 'pass' } } });

    expect(afterIntake.body.checklist.map((i: { id: string }) => i.id)).toContain('disc-drive');
    expect(afterIntake.body.checks.intake).toMatchObject({ results: intake, updatedBy: 'Ciara D.' });
    expect(tooEarly.status).toBe(409);
    expect(wrongItem.status).toBe(400);
    expect(wrongItem.body.message).toBe('Not on the console checklist: biometrics');
  });
});

describe('technician timers', () => {
  it('runs one timer per technician: a second start is refused naming the job, another technician may start', async () => {
    const tech = await signedInUser('admin');
    const other = await signedInUser('admin', { firstName: 'Eoin' });
    const first = await openWalkIn(tech);
    const second = await openWalkIn(tech);

    const started = await invoke(routes.startJobTimer, { ...tech.as, params: { qrCode: first.qrCode } });
    const refused = await invoke(routes.startJobTimer, { ...tech.as, params: { qrCode: second.qrCode } });
    const otherStarted = await invoke(routes.startJobTimer, { ...other.as, params: { qrCode: second.qrCode } });
    const running = await invoke(routes.getRunningTimer, tech.as);
    const wrongStop = await invoke(routes.stopJobTimer, { ...tech.as, params: { qrCode: second.qrCode } });
    const stopped = await invoke(routes.stopJobTimer, { ...tech.as, params: { qrCode: first.qrCode } });
    const afterStop = await invoke(routes.startJobTimer, { ...tech.as, params: { qrCode: second.qrCode } });

    expect(started.status).toBe(200);
    expect(started.body.timeEntries).toEqual([expect.objectContaining({ technician: 'Ciara D.', technicianId: tech.user.id })]);
    expect(started.body.timeEntries[0].stoppedAt).toBeUndefined();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`You already have a timer running on job ${first.jobNumber}. Stop it before starting another.`);
    expect(otherStarted.status).toBe(200);
    expect(running.body.running).toMatchObject({ jobQr: first.qrCode, jobNumber: first.jobNumber });
    expect(wrongStop.status).toBe(409);
    expect(stopped.body.timeEntries[0]).toMatchObject({ seconds: expect.any(Number), stoppedAt: expect.any(String) });
    expect(afterStop.status).toBe(200);
  });

  it('charges the stopped time as one labour line at an hourly rate, once', async () => {
    const tech = await signedInUser('admin');
    const job = await openWalkIn(tech);
    // Started 24 min 10 s ago (moving the clock back keeps the admin session inside its timeout).
    // The clock stands still until the stop, so a slow machine cannot add a minute.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now - 24 * 60_000 - 10_000);
    await invoke(routes.startJobTimer, { ...tech.as, params: { qrCode: job.qrCode } });
    vi.setSystemTime(now);
    await invoke(routes.stopJobTimer, { ...tech.as, params: { qrCode: job.qrCode } });
    vi.useRealTimers();

    const charged = await invoke(routes.chargeJobTime, { ...tech.as, params: { qrCode: job.qrCode }, body: { hourlyRatePence: 6000 } });
    const again = await invoke(routes.chargeJobTime, { ...tech.as, params: { qrCode: job.qrCode }, body: { hourlyRatePence: 6000 } });

    expect(charged.status).toBe(200);
    // A started minute counts: 24 min 10 s is 25 minutes, £25.00 at £60.00 an hour.
    expect(charged.body.timeTotalSeconds).toBe(24 * 60 + 10);
    expect(charged.body.lines).toEqual([expect.objectContaining({ kind: 'labour', description: 'Labour: 25 min', totalPence: 2500 })]);
    expect(charged.body.timeEntries[0].lineId).toBe(charged.body.lines[0].id);
    expect(again.status).toBe(409);
  });
});

describe('the signature on the intake terms', () => {
  it('stores who signed, when, the staff member and the terms version; once per job', async () => {
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin)).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode });
    const body = { signerName: 'Pádraig Ó Briain', termsVersion: INTAKE_TERMS_VERSION, image: PNG };

    const signed = await invoke(routes.signIntakeTerms, { ...admin.as, params: { qrCode: job.qrCode }, body });
    const again = await invoke(routes.signIntakeTerms, { ...admin.as, params: { qrCode: job.qrCode }, body });
    const oldTerms = await invoke(routes.signIntakeTerms, { ...admin.as, params: { qrCode: job.qrCode }, body: { ...body, termsVersion: '2020-01' } });
    const notPng = await invoke(routes.signIntakeTerms, { ...admin.as, params: { qrCode: job.qrCode }, body: { ...body, image: 'data:image/svg+xml;base64,PHN2Zz4=' } });
    const sheet = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });

    expect(signed.status).toBe(201);
    expect(sheet.body.signature).toMatchObject({ signerName: 'Pádraig Ó Briain', termsVersion: INTAKE_TERMS_VERSION, witnessedBy: 'Ciara D.', image: PNG });
    expect(Date.parse(sheet.body.signature.signedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(again.status).toBe(409);
    expect(oldTerms.status).toBe(409);
    expect(notPng.status).toBe(400);
    expect(JSON.stringify(notPng.body)).toContain('The signature must be a PNG image drawn on the pad');
  });
});

describe('photos of the device', () => {
  it('adds uploaded photos with their URL from the key, at most 10 per job, and refuses anything but an uploaded job photo', async () => {
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    const key = (n: number) => `job-photos/01JZ${String(n).padStart(22, '0')}.webp`;

    const added = [];
    for (let n = 0; n < 10; n++) added.push(await invoke(routes.addJobPhoto, { ...admin.as, params: { qrCode: job.qrCode }, body: { key: key(n), label: n ? 'damage' : 'front' } }));
    const eleventh = await invoke(routes.addJobPhoto, { ...admin.as, params: { qrCode: job.qrCode }, body: { key: key(10), label: 'back' } });
    const productImage = await invoke(routes.addJobPhoto, { ...admin.as, params: { qrCode: job.qrCode }, body: { key: 'product-images/01JZ0000000000000000000000.webp', label: 'back' } });
    const tracking = await invoke(routes.trackJob, { params: { qrCode: job.qrCode } });

    expect(added.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(added[9]!.body.photos).toHaveLength(10);
    expect(added[0]!.body.photos[0]).toMatchObject({ key: key(0), url: `/uploads/${key(0)}`, label: 'front', addedBy: 'Ciara D.' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('A job holds at most 10 photos.');
    expect(productImage.status).toBe(400);
    expect(JSON.stringify(productImage.body)).toContain('That is not an uploaded job photo');
    expect(JSON.stringify(tracking.body)).not.toContain('job-photos/');
  });
});
