import { describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { overdueJobs } from '../../../functions/data/jobs';
import { DASHBOARD_OVERDUE_SHOWN } from '../../../shared/schemas/repairs/dashboard';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { countDynamoRequests, createCustomerRecord, moveJob, openWalkIn, phoneDevice, signedInUser, uniqueContact } from './repair-helpers';

describe('shop customer records', () => {
  it('creates a walk-in customer, finds them by name, phone or email, and shows their jobs and devices', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const surname = `Mac${uniqueContact().username.slice(-6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const created = await createCustomerRecord(admin, { firstName: 'Éabha', lastName: surname });
    const job = await openWalkIn(admin, { customerQr: created.body.qrCode });

    const byName = await invoke(routes.searchCustomers, { ...admin.as, query: { q: `eabha ${surname.toLowerCase()}` } });
    const byPhone = await invoke(routes.searchCustomers, { ...admin.as, query: { q: `${created.body.phone.slice(0, 5)} ${created.body.phone.slice(5)}` } });
    const byEmail = await invoke(routes.searchCustomers, { ...admin.as, query: { q: created.body.email.toUpperCase() } });
    const detail = await invoke(routes.getCustomer, { ...admin.as, params: { qrCode: created.body.qrCode } });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Éabha', lastName: surname, linkedAccount: false });
    for (const found of [byName, byPhone, byEmail]) {
      expect(found.body.customers.map((c: { qrCode: string }) => c.qrCode)).toEqual([created.body.qrCode]);
    }
    expect(detail.body.jobs.map((j: { qrCode: string }) => j.qrCode)).toEqual([job.qrCode]);
    expect(detail.body.devices.map((d: { qrCode: string }) => d.qrCode)).toEqual([job.device.qrCode]);
  });

  it('keeps one record per phone number and names the existing one', async () => {
    const admin = await signedInUser('admin');
    const first = await createCustomerRecord(admin);

    const second = await createCustomerRecord(admin, { phone: first.body.phone, firstName: 'Other' });

    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: 'A customer with this phone number is already on file.', customerQr: first.body.qrCode });
  });

  it('validates the record with the account form messages', async () => {
    const admin = await signedInUser('admin');

    const result = await invoke(routes.createCustomer, { ...admin.as, body: { firstName: '', lastName: 'X', phone: '12345', email: 'nope' } });

    expect(result.status).toBe(400);
    const text = JSON.stringify(result.body);
    expect(text).toContain('First name is required');
    expect(text).toContain('Must be a valid UK mobile number (format: 07xxx xxxxxx)');
    expect(text).toContain('Invalid email address');
  });
});

describe('the job list', () => {
  it('searches by job number, customer name, phone and IMEI, and filters by status', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin, { firstName: 'Róisín', lastName: 'Kearney' })).body;
    const imei = phoneDevice().imei!;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode, device: phoneDevice({ imei }) });
    await moveJob(admin, job.qrCode, 'Diagnosing');

    const found = async (query: Record<string, string>) =>
      (await invoke(routes.listJobs, { ...admin.as, query })).body.jobs.map((j: { qrCode: string }) => j.qrCode);

    expect(await found({ q: job.jobNumber.toLowerCase() })).toEqual([job.qrCode]);
    expect(await found({ q: job.jobNumber.slice(4) })).toContain(job.qrCode);
    expect(await found({ q: customer.phone })).toEqual([job.qrCode]);
    expect(await found({ q: imei })).toEqual([job.qrCode]);
    expect(await found({ q: 'roisin kearney' })).toContain(job.qrCode);
    expect(await found({ q: 'roisin kearney', status: 'Diagnosing' })).toContain(job.qrCode);
    expect(await found({ q: 'roisin kearney', status: 'Checked in' })).not.toContain(job.qrCode);
    expect(await found({ status: 'Diagnosing' })).toContain(job.qrCode);
    expect(await found({ status: 'Checked in' })).not.toContain(job.qrCode);
  });

  it('pages through every job with a cursor and refuses a forged one', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    await Promise.all(Array.from({ length: 3 }, () => openWalkIn(admin)));

    const first = await invoke(routes.listJobs, { ...admin.as });
    const forged = await invoke(routes.listJobs, { ...admin.as, query: { cursor: Buffer.from(JSON.stringify({ gsi1pk: 'USER#x' })).toString('base64url') } });

    expect(first.status).toBe(200);
    expect(first.body.jobs.length).toBeGreaterThanOrEqual(3);
    const openedAt = first.body.jobs.map((j: { openedAt: string }) => j.openedAt);
    expect(openedAt).toEqual([...openedAt].sort().reverse());
    expect(forged.status).toBe(400);
  });
});

describe('updating a job', () => {
  it('adds parts and labour in pence, notes and customer-visible updates, and changes estimate, technician and promised date', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    const params = { qrCode: job.qrCode };

    await invoke(routes.addJobLine, { ...admin.as, params, body: { kind: 'part', description: 'OLED screen', quantity: 1, unitPence: 8999 } });
    const withLines = await invoke(routes.addJobLine, { ...admin.as, params, body: { kind: 'labour', description: 'Fitting', quantity: 2, unitPence: 1250 } });
    const removed = await invoke(routes.removeJobLine, { ...admin.as, params: { ...params, lineId: withLines.body.lines[1].id } });
    const fractional = await invoke(routes.addJobLine, { ...admin.as, params, body: { kind: 'part', description: 'Glue', unitPence: 1.5 } });
    const updated = await invoke(routes.updateJob, { ...admin.as, params, body: { estimatePence: 11000, technician: 'Niall', promisedAt: '2030-01-05T16:00:00.000Z' } });
    const noted = await invoke(routes.addJobNote, { ...admin.as, params, body: { text: 'Needs a new battery too', visibility: 'internal' } });

    expect(withLines.body).toMatchObject({ linesTotalPence: 8999 + 2500, amountDuePence: 8999 + 2500 });
    expect(withLines.body.lines[1]).toMatchObject({ kind: 'labour', quantity: 2, unitPence: 1250, totalPence: 2500, addedBy: 'Ciara D.' });
    expect(removed.body.lines).toHaveLength(1);
    expect(fractional.status).toBe(400);
    expect(JSON.stringify(fractional.body)).toContain('Price must be a whole number of pence');
    expect(updated.body).toMatchObject({ estimatePence: 11000, technician: 'Niall', promisedAt: '2030-01-05T16:00:00.000Z' });
    expect(updated.body.timeline.at(-1)).toMatchObject({ kind: 'estimate', message: 'Estimate: £110.00', visibility: 'customer' });
    expect(noted.body.timeline.at(-1)).toMatchObject({ kind: 'note', visibility: 'internal', message: 'Needs a new battery too' });
  });

  it('refuses changes to the lines and details of a closed job', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin);
    await moveJob(admin, job.qrCode, 'Cancelled');

    const line = await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', unitPence: 100 } });
    const update = await invoke(routes.updateJob, { ...admin.as, params: { qrCode: job.qrCode }, body: { estimatePence: 100 } });

    expect(line.status).toBe(409);
    expect(line.body.message).toBe('This job is closed: its parts and labour can no longer change.');
    expect(update.status).toBe(409);
  });

  it('answers 404 for changes to a job that does not exist', async () => {
    const admin = await signedInUser('admin');
    const params = { qrCode: 'AAAAAAAAAAAAAAAAAAAAAA' };

    expect((await invoke(routes.getJob, { ...admin.as, params })).status).toBe(404);
    expect((await invoke(routes.updateJob, { ...admin.as, params, body: { technician: 'Niall' } })).status).toBe(404);
    expect((await invoke(routes.addJobNote, { ...admin.as, params, body: { text: 'x', visibility: 'internal' } })).status).toBe(404);
    expect((await invoke(routes.addJobLine, { ...admin.as, params, body: { kind: 'part', description: 'x', unitPence: 1 } })).status).toBe(404);
    expect((await moveJob(admin, params.qrCode, 'Diagnosing')).status).toBe(404);
  });
});

describe('the repairs dashboard', () => {
  it('counts jobs by status and lists ready for collection and overdue jobs', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const before = (await invoke(routes.getRepairsDashboard, admin.as)).body;
    // Earlier than any other file's job, so it is among the longest overdue the dashboard lists.
    const late = await openWalkIn(admin, { promisedAt: '2001-01-01T09:00:00.000Z' });
    const onTime = await openWalkIn(admin, { promisedAt: new Date(Date.now() + 86_400_000).toISOString() });
    const ready = await openWalkIn(admin);
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) await moveJob(admin, ready.qrCode, status);

    const during = (await invoke(routes.getRepairsDashboard, admin.as)).body;
    await moveJob(admin, late.qrCode, 'Cancelled');
    const after = (await invoke(routes.getRepairsDashboard, admin.as)).body;

    // Other test files open jobs at the same time, so the shop-wide counts grow by at least ours.
    expect(during.countsByStatus['Checked in'] - before.countsByStatus['Checked in']).toBeGreaterThanOrEqual(2);
    expect(during.countsByStatus['Ready for collection'] - before.countsByStatus['Ready for collection']).toBeGreaterThanOrEqual(1);
    expect(during.readyForCollection.map((j: { qrCode: string }) => j.qrCode)).toContain(ready.qrCode);
    const overdue = (d: typeof during) => d.overdue.map((j: { qrCode: string }) => j.qrCode);
    expect(overdue(during)).toContain(late.qrCode);
    expect(overdue(during)).not.toContain(onTime.qrCode);
    expect(overdue(after)).not.toContain(late.qrCode);
    expect(after.countsByStatus.Cancelled - during.countsByStatus.Cancelled).toBeGreaterThanOrEqual(1);
    expect(Object.values(after.countsByStatus).every((n) => typeof n === 'number' && n >= 0)).toBe(true);
    expect(Array.isArray(after.todaysBookings)).toBe(true);
  });

  it('lists the longest overdue first, at most the number asked for, and says when more are overdue (decision 382)', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const earliest = await openWalkIn(admin, { promisedAt: '2000-01-01T09:00:00.000Z' });
    const next = await openWalkIn(admin, { promisedAt: '2000-01-02T09:00:00.000Z' });
    await openWalkIn(admin, { promisedAt: '2000-01-03T09:00:00.000Z' });

    const { result: two, requests } = await countDynamoRequests(() => overdueJobs(new Date(), 2));
    const dashboard = (await invoke(routes.getRepairsDashboard, admin.as)).body;

    expect(two.jobs.map((j) => j.qrCode)).toEqual([earliest.qrCode, next.qrCode]);
    expect(two.more).toBe(true);
    expect(requests).toEqual([expect.stringMatching(/^QueryCommand/)]);
    expect(dashboard.overdue.length).toBeLessThanOrEqual(DASHBOARD_OVERDUE_SHOWN);
    expect(dashboard.overdue[0].qrCode).toBe(earliest.qrCode);
    expect(typeof dashboard.overdueMore).toBe('boolean');
  });

  it('drops a job from the overdue list when its promised date is cleared', async () => {
    useLocalBus();
    const admin = await signedInUser('admin');
    const job = await openWalkIn(admin, { promisedAt: new Date(Date.now() - 60_000).toISOString() });

    await invoke(routes.updateJob, { ...admin.as, params: { qrCode: job.qrCode }, body: { promisedAt: '' } });
    const dashboard = (await invoke(routes.getRepairsDashboard, admin.as)).body;

    expect(dashboard.overdue.map((j: { qrCode: string }) => j.qrCode)).not.toContain(job.qrCode);
  });
});

describe('the workshop board (/admin/tv)', () => {
  it("lists a status's jobs oldest opened first when asked, as the board's columns ask (decision 385)", async () => {
    const admin = await signedInUser('admin');
    await openWalkIn(admin);
    await openWalkIn(admin);

    const oldest = await invoke(routes.listJobs, { ...admin.as, query: { status: 'Checked in', order: 'oldest' } });
    const newest = await invoke(routes.listJobs, { ...admin.as, query: { status: 'Checked in' } });
    const wrong = await invoke(routes.listJobs, { ...admin.as, query: { status: 'Checked in', order: 'sideways' } });

    const opened = (page: typeof oldest) => page.body.jobs.map((j: { openedAt: string }) => j.openedAt);
    expect(opened(oldest).length).toBeGreaterThanOrEqual(2);
    expect(opened(oldest)).toEqual([...opened(oldest)].sort());
    expect(opened(newest)).toEqual([...opened(newest)].sort().reverse());
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Order must be 'newest' or 'oldest'");
  });

  it('shows every open job in its status column from one request, and drops closed ones', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const waiting = await openWalkIn(admin);
    const closing = await openWalkIn(admin);
    await moveJob(admin, closing.qrCode, 'Cancelled');
    await bus.drain();

    const { result, requests } = await countDynamoRequests(() => invoke(routes.getWorkshopBoard, admin.as));

    const column = (status: string) => result.body.columns.find((c: { status: string }) => c.status === status);
    expect(result.body.columns.map((c: { status: string }) => c.status)).toEqual([
      'Booked',
      'Checked in',
      'Diagnosing',
      'Awaiting approval',
      'Awaiting parts',
      'In repair',
      'Quality check',
      'Ready for collection',
    ]);
    expect(column('Checked in').jobs.map((j: { qrCode: string }) => j.qrCode)).toContain(waiting.qrCode);
    expect(JSON.stringify(result.body)).not.toContain(closing.qrCode);
    expect(requests.filter((r) => !/SESSION#|ADMIN_SECURITY/.test(r))).toHaveLength(1);
  });

  it('answers a page of open jobs at a time, oldest opened first, with a cursor only while more are left (decision 386)', async () => {
    const admin = await signedInUser('admin');
    await openWalkIn(admin);
    await openWalkIn(admin);
    const everyJob = (body: { columns: { jobs: { qrCode: string; openedAt: string }[] }[] }) => body.columns.flatMap((c) => c.jobs);
    // The copies' sort key, compared as DynamoDB does (by code unit, not by locale): jobs opened in the same millisecond too.
    const byKey = (a: { qrCode: string; openedAt: string }, b: { qrCode: string; openedAt: string }) => {
      const [x, y] = [`${a.openedAt}#${a.qrCode}`, `${b.openedAt}#${b.qrCode}`];
      return x < y ? -1 : x > y ? 1 : 0;
    };

    const whole = (await invoke(routes.getWorkshopBoard, { ...admin.as, query: {} })).body;
    const open = everyJob(whole).sort(byKey);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await invoke(routes.getWorkshopBoard, { ...admin.as, query: { limit: '2', ...(cursor ? { cursor } : {}) } });
      expect(page.status).toBe(200);
      expect(everyJob(page.body).length).toBeLessThanOrEqual(2);
      seen.push(...everyJob(page.body).sort(byKey).map((j) => j.qrCode));
      cursor = page.body.nextCursor;
      if (cursor) expect(everyJob(page.body)).toHaveLength(2);
    } while (cursor);

    expect(whole.nextCursor).toBeUndefined();
    expect(seen).toEqual(open.map((j) => j.qrCode));
    const tooMany = await invoke(routes.getWorkshopBoard, { ...admin.as, query: { limit: '501' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('limit must be a whole number from 1 to 500');
    const forged = await invoke(routes.getWorkshopBoard, { ...admin.as, query: { cursor: Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'a' })).toString('base64url') } });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('That page of results is no longer available');
  });
});

describe('the admin scanner (/admin/qr)', () => {
  it('tells a job, a device and a customer record apart from one request, and 404s an unknown code', async () => {
    const bus = useLocalBus();
    const admin = await signedInUser('admin');
    const customer = (await createCustomerRecord(admin)).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode });
    await bus.drain();

    const resolve = (qrCode: string) => invoke(routes.resolveQrCode, { ...admin.as, params: { qrCode } });
    const { result: asJob, requests } = await countDynamoRequests(() => resolve(job.qrCode));

    expect(asJob.body).toEqual({ kind: 'job', qrCode: job.qrCode });
    expect((await resolve(job.device.qrCode)).body.kind).toBe('device');
    expect((await resolve(customer.qrCode)).body.kind).toBe('customer');
    expect((await resolve('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect(requests.filter((r) => !/SESSION#|ADMIN_SECURITY/.test(r))).toHaveLength(1);
  });
});
