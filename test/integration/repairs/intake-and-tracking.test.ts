import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { INTAKE, countDynamoRequests, createCustomerRecord, moveJob, openWalkIn, phoneDevice, signedInUser } from './repair-helpers';

describe('walk-in intake', () => {
  it('opens a job with a DRS job number, an unguessable QR code, the device, checklist and first timeline entry', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin)).body;

    const job = await openWalkIn(admin, { customerQr: customer.qrCode, estimatePence: 8999, technician: 'Niall' });

    expect(job.jobNumber).toMatch(/^DRS-\d{5,}$/);
    // 128 random bits in base64url: 22 characters.
    expect(job.qrCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(job.status).toBe('Checked in');
    expect(job.customer).toMatchObject({ customerQr: customer.qrCode, firstName: 'Pádraig', hasAccount: false });
    expect(job.device).toMatchObject({ make: 'Apple', model: 'iPhone 13', type: 'phone' });
    expect(job.device.qrCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(job.intake).toEqual({ ...INTAKE });
    expect(job.estimatePence).toBe(8999);
    expect(job.timeline).toHaveLength(1);
    expect(job.timeline[0]).toMatchObject({ kind: 'status', status: 'Checked in', by: { name: 'Ciara D.', role: 'admin' } });
    expect(job.allowedNextStatuses).toContain('Diagnosing');
  });

  it('gives every job its own number, even when opened at the same moment', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');

    const jobs = await Promise.all(Array.from({ length: 5 }, () => openWalkIn(admin)));

    expect(new Set(jobs.map((j) => j.jobNumber)).size).toBe(5);
    expect(new Set(jobs.map((j) => j.qrCode)).size).toBe(5);
  });

  it('refuses a passcode in the checklist: only whether it was given is recorded', async () => {
    const admin = await signedInUser('admin');

    const result = await invoke(routes.openJob, {
      ...admin.as,
      body: { device: phoneDevice(), fault: 'No power', intake: { ...INTAKE, passcode: '1234' } },
    });

    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('Never record the passcode itself');
  });

  it('refuses an IMEI with a wrong check digit, fractional pence and a missing fault, with clear messages', async () => {
    const admin = await signedInUser('admin');
    const imei = phoneDevice().imei!;
    const wrongDigit = imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);

    const result = await invoke(routes.openJob, {
      ...admin.as,
      body: { device: phoneDevice({ imei: wrongDigit }), fault: '', intake: INTAKE, estimatePence: 89.99 },
    });

    expect(result.status).toBe(400);
    const text = JSON.stringify(result.body);
    expect(text).toContain('IMEI must be 15 digits with a valid check digit');
    expect(text).toContain('Estimate must be a whole number of pence');
    expect(text).toContain('Fault description is required');
  });

  it('answers 404 for an unknown customer record and writes nothing', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const imei = phoneDevice().imei!;

    const result = await invoke(routes.openJob, {
      ...admin.as,
      body: { customerQr: 'AAAAAAAAAAAAAAAAAAAAAA', device: phoneDevice({ imei }), fault: 'Battery', intake: INTAKE },
    });
    const search = await invoke(routes.listJobs, { ...admin.as, query: { q: imei } });

    expect(result.status).toBe(404);
    expect(search.body.jobs).toEqual([]);
  });

  it('keeps the counter to staff: 401 for visitors, 403 for customers', async () => {
    const customer = await signedInUser('customer');
    const body = { device: phoneDevice(), fault: 'Battery', intake: INTAKE };

    expect((await invoke(routes.openJob, { body })).status).toBe(401);
    const refused = await invoke(routes.openJob, { ...customer.as, body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admin access required');
  });
});

describe('public tracking page', () => {
  it('shows status, customer-visible timeline, device model and estimate, and nothing personal', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin, { firstName: 'Gráinne', lastName: 'Fitzsimons' })).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode, estimatePence: 12000 });
    await invoke(routes.addJobNote, { ...admin.as, params: { qrCode: job.qrCode }, body: { text: 'Customer rude on phone, passcode on sticky note', visibility: 'internal' } });
    await invoke(routes.addJobNote, { ...admin.as, params: { qrCode: job.qrCode }, body: { text: 'Your screen has arrived.', visibility: 'customer' } });
    await moveJob(admin, job.qrCode, 'Diagnosing');

    const result = await invoke(routes.trackJob, { params: { qrCode: job.qrCode } });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      jobNumber: job.jobNumber,
      status: 'Diagnosing',
      device: { make: 'Apple', model: 'iPhone 13', type: 'phone' },
      estimatePence: 12000,
      customerInitial: 'G.',
      claimable: true,
    });
    expect(result.body.timeline.map((e: { status?: string; message?: string }) => e.status ?? e.message)).toEqual([
      'Checked in',
      'Your screen has arrived.',
      'Diagnosing',
    ]);
    const text = JSON.stringify(result.body);
    for (const personal of [customer.email, customer.phone, 'Fitzsimons', 'Gráinne', customer.qrCode, job.device.imei, job.device.qrCode, 'sticky note', 'Ciara']) {
      expect(text).not.toContain(personal);
    }
    expect(text).not.toMatch(/@|07\d{9}|address/i);
  });

  it('shows Quality check as In repair and keeps its entry internal', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    for (const status of ['In repair', 'Quality check']) await moveJob(admin, job.qrCode, status);

    const result = await invoke(routes.trackJob, { params: { qrCode: job.qrCode } });

    expect(result.body.status).toBe('In repair');
    expect(result.body.timeline.map((e: { status?: string }) => e.status)).toEqual(['Checked in', 'In repair']);
  });

  it('answers 404 for an unknown or malformed code', async () => {
    expect((await invoke(routes.trackJob, { params: { qrCode: 'AAAAAAAAAAAAAAAAAAAAAA' } })).status).toBe(404);
    expect((await invoke(routes.trackJob, { params: { qrCode: 'short' } })).status).toBe(400);
  });

  it('shows the device sticker page without the owner', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin, { lastName: 'Quinlivan' })).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode });

    const result = await invoke(routes.getPublicDeviceProfile, { params: { qrCode: job.device.qrCode } });

    expect(result.status).toBe(200);
    expect(result.body.device).toEqual({ make: 'Apple', model: 'iPhone 13', type: 'phone', colour: 'Midnight' });
    expect(result.body.repairs).toHaveLength(1);
    const text = JSON.stringify(result.body);
    for (const personal of ['Quinlivan', customer.phone, customer.email, job.qrCode, job.device.imei]) expect(text).not.toContain(personal);
  });
});

describe('DynamoDB requests per page', () => {
  it('serves the public tracking page from one request', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin, { estimatePence: 5000 });
    await moveJob(admin, job.qrCode, 'Diagnosing');
    await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', unitPence: 4000 } });

    // Audit records of the admin writes above are delivered by the bus; let them land first.
    await bus.drain();
    const { result, count, requests } = await countDynamoRequests(() => invoke(routes.trackJob, { params: { qrCode: job.qrCode } }));

    expect(result.status).toBe(200);
    expect(count, requests.join('\n')).toBe(1);
  });

  it('serves the tracking page to a signed-in customer from two requests: the session and the job', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const customer = await signedInUser('customer');
    const job = await openWalkIn(admin);
    await bus.drain();

    const { result, count } = await countDynamoRequests(() => invoke(routes.trackJob, { ...customer.as, params: { qrCode: job.qrCode } }));

    expect(result.status).toBe(200);
    expect(count).toBeLessThanOrEqual(2);
  });

  it('serves the admin job page with its timeline and lines from two requests: the session (with the timeout settings) and the job', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    await moveJob(admin, job.qrCode, 'Diagnosing');
    await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'labour', description: 'Fit', unitPence: 2000 } });
    await invoke(routes.addJobNote, { ...admin.as, params: { qrCode: job.qrCode }, body: { text: 'Check the charging port', visibility: 'internal' } });

    await bus.drain();
    const { result, requests } = await countDynamoRequests(() => invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } }));

    expect(result.status).toBe(200);
    expect(result.body.timeline).toHaveLength(3);
    expect(result.body.lines).toHaveLength(1);
    expect(requests).toEqual([expect.stringMatching(/^GetCommand .*SESSION#/), expect.stringMatching(/^QueryCommand .*JOB#/)]);
  });

  it('serves the job list, a status filter and a search each from two requests: the session and one query', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);

    await bus.drain();
    const queries: Record<string, string>[] = [{}, { status: 'Checked in' }, { q: job.jobNumber }, { q: job.device.imei }];
    for (const query of queries) {
      const { result, requests } = await countDynamoRequests(() => invoke(routes.listJobs, { ...admin.as, query }));
      expect(result.status).toBe(200);
      expect(result.body.jobs.some((j: { qrCode: string }) => j.qrCode === job.qrCode)).toBe(true);
      expect(requests, requests.join('\n')).toHaveLength(2);
      expect(requests[0]).toMatch(/^GetCommand .*SESSION#/);
    }
  });
});
