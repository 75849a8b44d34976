// The workshop's admin pages in Chromium: job search, a walk-in intake, parts and labour, a refused
// status move, the QR lookup, the customer record and the wall-screen board.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { addDays, londonDay } from '../../../shared/dates';
import { baseUrl, createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';
import { adminBrowserTest as it, apiSignIn, moveJob, openWalkInJob } from './admin-repairs-e2e';

const poll = { timeout: 10_000 };

/** Waits for the job sheet a form opened; a failure says what the form showed instead. */
async function waitForJobSheet(page: Page, form: Locator): Promise<void> {
  // Opening a job is one transaction and its events; a loaded CI machine once took over 10 s to answer.
  await page.waitForURL((url) => url.pathname.startsWith('/admin/job/'), { timeout: 30_000 }).catch(async (error: Error) => {
    throw new Error(`${error.message}\nThe form read: ${(await form.textContent()) ?? ''}`);
  });
  await page.getByRole('heading', { level: 1, name: /^Job DRS-\d+$/ }).waitFor();
}

describe('/admin/jobs', () => {
  it("finds a job by the customer's phone number and by its job number", async ({ page, session }) => {
    const job = await openWalkInJob(session, newPerson({ firstName: 'Declan', lastName: 'Quinn' }));
    await page.goto(`${baseUrl}/admin/jobs`);

    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.fill(job.person.phone.replace(/^07(\d{3})/, '07$1 '));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Jobs' });
    await expect.poll(() => results.getByRole('link').allTextContents(), poll).toHaveLength(1);
    expect((await results.textContent()) ?? '').toContain(job.jobNumber);
    expect((await results.textContent()) ?? '').toContain('Declan Quinn');

    await search.fill(job.jobNumber.replace('DRS-', ''));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(async () => (await results.textContent()) ?? '', poll).toContain(job.jobNumber);
    await results.getByRole('link', { name: new RegExp(job.jobNumber) }).click();
    await page.waitForURL((url) => url.pathname === `/admin/job/${job.qrCode}`);

    await page.goto(`${baseUrl}/admin/jobs`);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('dr');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Type at least 3 characters to search.' }).isVisible()).toBe(true);
  });

  it('lists every job newest first, 50 at a time, with Load more', { timeout: 60_000 }, async ({ page, session }) => {
    const opened = [];
    for (let i = 0; i < 51; i++) {
      opened.push(
        await session.call('POST', '/api/admin/jobs', {
          device: { make: 'Nintendo', model: 'Switch OLED', type: 'console' },
          fault: `Joy-Con drift ${i}`,
          intake: { condition: 'Used', accessories: [], passcodeGiven: false },
        }),
      );
    }
    await page.goto(`${baseUrl}/admin/jobs`);
    const results = page.getByRole('list', { name: 'Jobs' });
    await expect.poll(() => results.getByRole('listitem').count(), poll).toBe(50);
    expect(await results.getByRole('listitem').first().textContent()).toContain(String(opened.at(-1)!.jobNumber));

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => results.getByRole('listitem').count(), poll).toBeGreaterThan(50);
    expect((await results.textContent()) ?? '').toContain(String(opened[0]!.jobNumber));
  });

  it('opens a walk-in job: the IMEI is checked before it is sent, then the new job sheet opens', async ({ page }) => {
    await page.goto(`${baseUrl}/admin/jobs`);
    await page.getByRole('link', { name: 'New job' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/jobs' && url.searchParams.has('new'));
    const form = page.getByRole('form', { name: 'New job' });
    await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'Tablet' }).check();
    await form.getByLabel('Make').fill('Apple');
    await form.getByLabel('Model').fill('iPad Air');
    await form.getByLabel('IMEI').fill('490154203237519');
    await form.getByLabel('Fault description').fill('Will not charge');
    await form.getByLabel('Condition').fill('Corner dented');
    await form.getByRole('group', { name: 'Passcode given' }).getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel('Estimate (£)').fill('45');
    await form.getByRole('button', { name: 'Open job' }).click();
    expect(await form.getByText('IMEI must be 15 digits with a valid check digit').isVisible()).toBe(true);

    await form.getByLabel('IMEI').fill('4901 5420 3237 518');
    await form.getByRole('button', { name: 'Open job' }).click();
    await waitForJobSheet(page, form);
    const details = (await page.getByRole('region', { name: 'Customer and device' }).textContent()) ?? '';
    expect(details).toContain('Walk-in, no details taken');
    expect(details).toContain('IMEI 490154203237518');
    expect(details).toContain('Passcode given: Yes');
    expect((await page.getByRole('region', { name: 'Estimate and timing' }).textContent()) ?? '').toContain('£45.00');
  });
});

describe('/admin', () => {
  it("fits each job of the dashboard's half-width boxes inside its box on a laptop screen, as a card", async ({ page, session }) => {
    const job = await openWalkInJob(session, newPerson({ firstName: 'Aisling', lastName: 'Ní Bhriain-Fitzpatrick' }));
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) await moveJob(session, job, status);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${baseUrl}/admin`);
    const box = page.getByRole('region', { name: 'Ready for collection' });
    const row = box.getByRole('link', { name: new RegExp(job.jobNumber) });
    await row.waitFor();

    const [boxRect, rowRect] = await Promise.all([box.boundingBox(), row.boundingBox()]);
    expect(rowRect!.x + rowRect!.width).toBeLessThanOrEqual(boxRect!.x + boxRect!.width);
    expect(await row.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    // The whole page's job list has the room for its columns: one line a job.
    await page.goto(`${baseUrl}/admin/jobs`);
    const listed = page.getByRole('list', { name: 'Jobs' }).getByRole('link', { name: new RegExp(job.jobNumber) });
    await listed.waitFor();
    expect(await listed.evaluate((link) => getComputedStyle(link).gridTemplateColumns.split(' ').length)).toBe(5);
  });
});

describe('/admin/job/{qrCode}', () => {
  it('adds parts and labour in pounds, totals them, and removes a line', async ({ page, session }) => {
    const job = await openWalkInJob(session);
    await page.goto(`${baseUrl}/admin/job/${job.qrCode}`);
    const lines = page.getByRole('region', { name: 'Parts and labour' });
    const addLine = async (kind: 'Part' | 'Labour', description: string, price: string, quantity = '1') => {
      const form = lines.getByRole('form', { name: 'Add a part or labour' });
      await form.getByRole('radio', { name: kind }).check();
      await form.getByLabel('Description').fill(description);
      await form.getByLabel('Quantity').fill(quantity);
      await form.getByLabel('Price each (£)').fill(price);
      await form.getByRole('button', { name: 'Add line' }).click();
      await expect.poll(async () => (await lines.getByRole('table').textContent().catch(() => '')) ?? '', poll).toContain(description);
    };

    await addLine('Part', 'Battery (OEM)', '34.50');
    await addLine('Labour', 'Fitting and test', '15', '2');
    await expect.poll(() => lines.getByTestId('amount-due').textContent(), poll).toBe('£64.50');

    await lines.getByRole('button', { name: 'Remove Fitting and test' }).click();
    await expect.poll(() => lines.getByTestId('amount-due').textContent(), poll).toBe('£34.50');
    expect(await lines.getByRole('row').count()).toBe(2);
  });

  it('saves a new estimate in pounds, the technician and the diagnosed fault; the estimate joins the timeline', async ({ page, session }) => {
    const job = await openWalkInJob(session);
    await page.goto(`${baseUrl}/admin/job/${job.qrCode}`);
    const terms = page.getByRole('form', { name: 'Estimate and timing' });
    await terms.getByLabel('Estimate (£)').fill('110');
    await terms.getByLabel('Technician').fill('Ciara');
    await terms.getByLabel('Fault description').fill('Battery swollen; replace battery');
    await terms.getByRole('button', { name: 'Save changes' }).click();

    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect.poll(async () => (await timeline.textContent()) ?? '', poll).toContain('Estimate: £110.00');
    const sheet = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    expect(sheet).toMatchObject({ estimatePence: 11000, technician: 'Ciara', fault: 'Battery swollen; replace battery' });
  });

  it("shows the server's message when a move was overtaken by another admin's", async ({ page, session }) => {
    const job = await openWalkInJob(session);
    await page.goto(`${baseUrl}/admin/job/${job.qrCode}`);
    const moves = page.getByRole('group', { name: 'Move to' });
    await moves.getByRole('button', { name: 'Diagnosing' }).waitFor();

    await moveJob(session, job, 'Cancelled');
    await moves.getByRole('button', { name: 'Diagnosing' }).click();

    const refusal = page.getByRole('alert').filter({ hasText: 'The status did not change' });
    await expect.poll(() => refusal.isVisible(), poll).toBe(true);
    expect(await refusal.textContent()).toContain('A job that is Cancelled cannot change status.');
  });
});

describe('finding things by their QR code', () => {
  it('opens a job from its typed code and a device from its sticker link', async ({ page, session }) => {
    const job = await openWalkInJob(session);
    const sheet = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    const deviceQr = String((sheet.device as { qrCode: string }).qrCode);

    await page.goto(`${baseUrl}/admin/qr`);
    await page.getByLabel('Or type the code printed under the QR code').fill(job.qrCode);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/job/${job.qrCode}`, poll);

    await page.goto(`${baseUrl}/admin/qr/${deviceQr}`);
    await page.waitForURL((url) => url.pathname === `/admin/device-profile/${deviceQr}`, poll);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Samsung Galaxy S23' }).isVisible(), poll).toBe(true);
    expect((await page.getByRole('list', { name: 'Repairs of this device' }).textContent()) ?? '').toContain(job.jobNumber);
    expect(await page.getByRole('region', { name: 'Device QR label' }).getByRole('img').getAttribute('data-qr-text')).toBe(`${baseUrl}/device/${deviceQr}`);

    await page.goto(`${baseUrl}/admin/qr/AAAAAAAAAAAAAAAAAAAAAA`);
    await expect.poll(() => page.getByText('No job, device or customer has this code.').isVisible(), poll).toBe(true);
  });

  it("opens a customer's record from its code, with their jobs and a new job for them", async ({ page, session }) => {
    const job = await openWalkInJob(session, newPerson({ firstName: 'Niamh', lastName: 'Gallagher' }));
    const sheet = await session.call('GET', `/api/admin/jobs/${job.qrCode}`);
    const customerQr = String((sheet.customer as { customerQr: string }).customerQr);

    await page.goto(`${baseUrl}/admin/qr/${customerQr}`);
    await page.waitForURL((url) => url.pathname === `/admin/customers/${customerQr}`, poll);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Niamh Gallagher' }).isVisible(), poll).toBe(true);
    expect((await page.getByRole('list', { name: "Customer's jobs" }).textContent()) ?? '').toContain(job.jobNumber);

    await page.getByRole('link', { name: 'New job for this customer' }).click();
    await page.waitForURL((url) => url.searchParams.get('customer') === customerQr);
    const form = page.getByRole('form', { name: 'New job' });
    await expect.poll(() => form.getByText('Niamh Gallagher').isVisible(), poll).toBe(true);

    // Their phone is on file: one tap instead of a new device.
    await form.getByRole('radio', { name: 'Device on file (QR sticker)' }).check();
    await form.getByRole('group', { name: "The customer's devices" }).getByRole('radio', { name: 'Samsung Galaxy S23 (Black)' }).check();
    await form.getByLabel('Fault description').fill('Battery drains again');
    await form.getByLabel('Condition').fill('As before');
    await form.getByRole('group', { name: 'Passcode given' }).getByRole('radio', { name: 'No' }).check();
    await form.getByRole('button', { name: 'Open job' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/job/') && !url.pathname.endsWith(job.qrCode), poll);
    const sheet2 = await session.call('GET', `/api/admin/jobs/${new URL(page.url()).pathname.split('/').at(-1)}`);
    expect((sheet2.device as { qrCode: string }).qrCode).toBe((sheet.device as { qrCode: string }).qrCode);
    expect((sheet2.customer as { customerQr: string }).customerQr).toBe(customerQr);
  });
});

describe('/admin/customers', () => {
  it('creates a walk-in customer, finds them by name, and offers the record on file for a phone number already used', async ({ page }) => {
    const person = newPerson({ firstName: 'Caoimhe', lastName: 'Devlin' });
    await page.goto(`${baseUrl}/admin/customers`);
    await page.getByRole('button', { name: 'New customer' }).click();
    const form = page.getByRole('group', { name: 'New customer' });
    await form.getByLabel('First name').fill(person.firstName);
    await form.getByLabel('Last name').fill(person.lastName);
    await form.getByLabel('Mobile number').fill(person.phone);
    await form.getByRole('button', { name: 'Save customer' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/customers/'), poll);
    const customerQr = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Caoimhe Devlin' }).isVisible(), poll).toBe(true);

    await page.goto(`${baseUrl}/admin/customers`);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('caoimhe devlin');
    await expect.poll(async () => (await page.getByRole('list', { name: 'Customers' }).textContent().catch(() => '')) ?? '', poll).toContain(person.phone);

    await page.getByRole('button', { name: 'New customer' }).click();
    await form.getByLabel('First name').fill('Someone');
    await form.getByLabel('Last name').fill('Else');
    await form.getByLabel('Mobile number').fill(person.phone);
    await form.getByRole('button', { name: 'Save customer' }).click();
    await expect.poll(() => form.getByText('A customer with this phone number is already on file.').isVisible(), poll).toBe(true);
    await form.getByRole('button', { name: 'Use the customer already on file' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/customers/${customerQr}`, poll);
  });
});

describe('/admin bookings', () => {
  it('cancels a booking for a customer who called, after asking once more', async ({ page, session }) => {
    const person = newPerson({ firstName: 'Ronan', lastName: 'Kelly' });
    const from = londonDay(new Date());
    const slots = (await (await fetch(`${baseUrl}/api/booking-slots?from=${from}&to=${addDays(from, 30)}`)).json()) as { slots: { start: string; remaining: number }[] };
    const slot = slots.slots.find((candidate) => candidate.remaining > 0)!;
    const booking = await session.call('POST', '/api/bookings', {
      slotStart: slot.start,
      device: { type: 'console', make: 'Sony', model: 'PS5' },
      problem: 'HDMI port loose, no picture',
      contact: { name: 'Ronan Kelly', phone: person.phone, email: person.email },
    });

    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel('Bookings for', { exact: true }).fill(londonDay(new Date(slot.start)));
    const card = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: String(booking.reference) });
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Cancel the booking of Ronan Kelly' }).click();

    await expect.poll(async () => (await card.textContent()) ?? '', poll).toContain('Cancelled');
    expect(await card.getByRole('button', { name: 'Check in Ronan Kelly' }).count()).toBe(0);
  });
});

describe('mail-in queue', () => {
  it('marks a parcel received with the intake (a job is opened) and returned with its tracking reference', async ({ page }) => {
    const person = await createVerifiedAccount(newPerson({ firstName: 'Orla', lastName: 'Byrne' }));
    const customer = await apiSignIn(person.username, person.password);
    const created = await customer('POST', '/api/mail-in-orders', {
      device: { type: 'tablet', make: 'Samsung', model: 'Galaxy Tab S9' },
      problem: 'Screen flickers and goes black',
      returnAddress: { name: 'Orla Byrne', line1: '12 Lisburn Road', city: 'Belfast', postcode: 'BT9 6AB' },
    });
    const reference = String((created.order as { reference: string }).reference);

    await page.goto(`${baseUrl}/admin`);
    const awaiting = page.getByRole('list', { name: 'Awaiting device' }).getByRole('listitem').filter({ hasText: reference });
    await awaiting.getByRole('button', { name: `Mark received: ${reference}` }).click();
    const intake = page.getByRole('form', { name: `Receive ${reference}` });
    await intake.getByLabel('Condition').fill('Arrived well packed, no marks');
    await intake.getByRole('group', { name: 'Passcode given' }).getByRole('radio', { name: 'No' }).check();
    await intake.getByRole('button', { name: 'Mark received and open the job' }).click();
    await waitForJobSheet(page, intake);
    expect((await page.getByRole('region', { name: 'Customer and device' }).textContent()) ?? '').toContain('(mail-in)');

    await page.goto(`${baseUrl}/admin`);
    const received = page.getByRole('form', { name: `Return ${reference}` });
    await received.getByLabel('Tracking reference').fill('rm123456789gb');
    await received.getByRole('button', { name: 'Mark returned' }).click();
    await expect.poll(() => page.getByRole('form', { name: `Return ${reference}` }).count(), poll).toBe(0);
    const order = await customer('GET', `/api/mail-in-orders/${reference}`);
    expect(order.order).toMatchObject({ state: 'Returned', trackingReference: 'RM123456789GB' });
  });
});

describe('warranty claims', () => {
  it('opens a claim on a collected job: linked to the original and not charged', async ({ page, session }) => {
    const job = await openWalkInJob(session);
    for (const status of ['In repair', 'Quality check', 'Ready for collection', 'Collected']) await moveJob(session, job, status);
    await page.goto(`${baseUrl}/admin/job/${job.qrCode}`);
    await page.getByRole('button', { name: 'Open warranty claim' }).click();
    const form = page.getByRole('form', { name: 'Open warranty claim' });
    expect(await form.getByLabel('Estimate (£)').count()).toBe(0);
    await form.getByLabel('Fault description').fill('New battery drains fast');
    await form.getByLabel('Condition').fill('Unchanged');
    await form.getByRole('group', { name: 'Passcode given' }).getByRole('radio', { name: 'No' }).check();
    await form.getByRole('button', { name: 'Open warranty claim' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/admin/job/') && !url.pathname.endsWith(job.qrCode), poll);
    const details = page.getByRole('region', { name: 'Customer and device' });
    await expect.poll(async () => (await details.textContent()) ?? '', poll).toContain(`Warranty claim on ${job.jobNumber}`);
    expect(await page.getByRole('region', { name: 'Parts and labour' }).getByTestId('amount-due').textContent()).toBe('£0.00');
    expect((await page.getByRole('region', { name: 'Job ticket' }).textContent()) ?? '').toContain('Warranty repair: no charge');
  });
});

describe('/admin/tv', () => {
  it('shows the jobs in a column per status, with the time of the last refresh', async ({ page, session }) => {
    const job = await openWalkInJob(session);
    await moveJob(session, job, 'Diagnosing');
    await page.goto(`${baseUrl}/admin/tv`);

    const column = page.getByRole('list', { name: 'Diagnosing', exact: true });
    await expect.poll(async () => (await column.textContent().catch(() => '')) ?? '', poll).toContain(job.jobNumber);
    expect((await column.textContent()) ?? '').toContain('Samsung Galaxy S23');
    expect(await page.getByText(/Updated \d{2}:\d{2} · refreshes every 30 s/).isVisible()).toBe(true);
    expect((await page.getByRole('list', { name: 'Checked in', exact: true }).textContent()) ?? '').not.toContain(job.jobNumber);
  });
});
