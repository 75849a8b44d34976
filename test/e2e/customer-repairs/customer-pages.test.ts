// Issue 5's customer pages in Chromium: devices registered and edited, a claimed walk-in job on the
// dashboard and in Repair History with its warranty days once collected, the estimate approved and
// declined online, a booking cancelled, a mail-in order placed, and another customer's URLs showing
// "not found", never the data.
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, createVerifiedAccount, newPerson, submitLogin, toastTitled, type Person } from '../accounts/accounts-e2e';
import { browserTest } from '../support/browser-test';
import { routes } from '../../../shared/api/manifest';
import { apiAs, bookFirstFreeSlot, claim, counter, mainText, pathOf, sessionCookie, signInBySession } from './customer-e2e';
import { clearBookingsFromThisAddress } from '../support/booking-allowance';

let shop: Awaited<ReturnType<typeof counter>>;

// This file books online: it starts with this address's bookings of the hour cleared.
beforeAll(clearBookingsFromThisAddress);

beforeAll(async () => {
  shop = await counter();
});

// On a phone: this file's own test API, so the width never reaches the worker's other files.
const it = browserTest.extend('viewportWidth', 390);

/** A signed-in customer with an account of their own, and their API cookie. */
async function customer(): Promise<{ person: Person; cookie: string }> {
  const person = await createVerifiedAccount(newPerson());
  return { person, cookie: await sessionCookie(person.email, person.password) };
}

const visible = (locator: { isVisible: () => Promise<boolean> }) => expect.poll(() => locator.isVisible()).toBe(true);

describe('a new customer', () => {
  it('is welcomed on /dashboard, and /dashboard-page leads there', async ({ page }) => {
    const { person } = await customer();
    await signInBySession(page, person);

    await page.goto(`${baseUrl}/dashboard-page`);

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await visible(page.getByRole('heading', { name: 'Welcome to Device DRS' }));
    for (const action of ['Book a repair', 'Send a device by post', 'Register a device', 'Add a repair from a ticket']) {
      await visible(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: action }));
    }
  });
});

describe('devices', () => {
  it('registers a device, with the IMEI checked, and edits it', async ({ page }) => {
    const { person } = await customer();
    await signInBySession(page, person);
    await page.goto(`${baseUrl}/register-device`);

    await page.getByText('Phone', { exact: true }).click();
    await page.getByLabel('Make').fill('Samsung');
    await page.getByLabel('Model').fill('Galaxy S21');
    await page.getByLabel('IMEI').fill('490154203237519');
    await page.getByRole('button', { name: 'Register device' }).click();
    await visible(page.getByText('IMEI must be 15 digits with a valid check digit'));

    await page.getByLabel('IMEI').fill('490154203237518');
    await page.getByRole('button', { name: 'Register device' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/edit-device/'));
    await visible(page.getByRole('heading', { name: 'Samsung Galaxy S21' }));
    await page.getByLabel('Model').fill('Galaxy S21 Ultra');
    await page.getByLabel('Colour').fill('Phantom Black');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toastTitled(page, 'Device saved'));

    await page.goto(`${baseUrl}/dashboard`);
    const devices = page.getByRole('region', { name: 'Your devices' });
    await visible(devices.getByRole('link', { name: /Samsung Galaxy S21 Ultra/ }));
    expect(await devices.textContent()).toContain('Phantom Black');
  });
});

describe('repairs in the account', () => {
  it('shows a claimed job as active, then in Repair History and on its device with its warranty days left once collected', async ({ page }) => {
    const { person, cookie } = await customer();
    const job = await shop.openWalkInJob(person, 'iPhone 14');
    await claim(cookie, job);
    await signInBySession(page, person);

    await page.goto(`${baseUrl}/dashboard`);
    const active = page.getByRole('region', { name: 'Active repairs' });
    await visible(active.getByRole('link', { name: new RegExp(`${job.jobNumber} · Apple iPhone 14`) }));
    expect(await active.textContent()).toContain('Checked in');

    await shop.moveTo(job, 'Diagnosing', 'In repair', 'Quality check', 'Ready for collection', 'Collected');
    await page.goto(`${baseUrl}/repairs`);

    await visible(page.getByRole('heading', { name: 'Repair History' }));
    await expect.poll(() => mainText(page)).toMatch(/Under warranty: 36[56] days left/);
    await page.getByRole('link', { name: new RegExp(job.jobNumber) }).click();
    await page.waitForURL((url) => url.pathname === `/repair/${job.qrCode}`);
    await visible(page.getByRole('heading', { name: `Repair ${job.jobNumber}` }));
    const text = await mainText(page);
    expect(text).toContain('Collected');
    expect(text).toContain('Amount due£89.99');
    await visible(page.getByRole('link', { name: 'Public tracking page' }));

    await page.getByRole('link', { name: 'Your device', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/edit-device/${job.deviceQr}`);
    const history = page.getByRole('region', { name: 'Repair history' });
    await visible(history.getByRole('link', { name: new RegExp(job.jobNumber) }));
    await expect.poll(() => history.textContent()).toMatch(/Under warranty: 36[56] days left/);
  });

  it('approves an estimate from the dashboard', async ({ page }) => {
    const { person, cookie } = await customer();
    const job = await shop.openWalkInJob(person);
    await claim(cookie, job);
    await shop.moveTo(job, 'Diagnosing', 'Awaiting approval');
    await signInBySession(page, person);

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Approve £89.99' }).click();

    await visible(toastTitled(page, 'Estimate approved'));
    await visible(page.getByText('You approved the estimate: the repair will start soon.'));
    const answer = await apiAs(cookie, 'GET', pathOf(routes.getMyJob, { qrCode: job.qrCode }));
    expect(answer.estimateApproval).toBe('approved');
  });

  it('declines an estimate on the repair page after confirming', async ({ page }) => {
    const { person, cookie } = await customer();
    const job = await shop.openWalkInJob(person);
    await claim(cookie, job);
    await shop.moveTo(job, 'Diagnosing', 'Awaiting approval');
    await signInBySession(page, person);

    await page.goto(`${baseUrl}/repair/${job.qrCode}`);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Decline the estimate for ${job.jobNumber}?` });
    await dialog.getByRole('button', { name: 'Decline estimate' }).click();

    await visible(toastTitled(page, 'Estimate declined'));
    await visible(page.getByText('You declined this estimate.'));
    expect((await apiAs(cookie, 'GET', pathOf(routes.getMyJob, { qrCode: job.qrCode }))).estimateApproval).toBe('declined');
  });

  it('asks a visitor to sign in on /repair/{repairId} and comes back to the job', async ({ page }) => {
    const { person, cookie } = await customer();
    const job = await shop.openWalkInJob(person);
    await claim(cookie, job);

    await page.goto(`${baseUrl}/repair/${job.qrCode}`);
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === `/repair/${job.qrCode}`);
    await submitLogin(page, person.email, person.password);

    await page.waitForURL((url) => url.pathname === `/repair/${job.qrCode}`);
    await visible(page.getByRole('heading', { name: `Repair ${job.jobNumber}` }));
  });
});

describe('bookings', () => {
  it('cancels an upcoming booking from the dashboard after confirming', async ({ page }) => {
    const { person, cookie } = await customer();
    const booking = await bookFirstFreeSlot(cookie, person);
    await signInBySession(page, person);

    await page.goto(`${baseUrl}/dashboard`);
    const bookings = page.getByRole('region', { name: 'Upcoming bookings' });
    await visible(bookings.getByText(`Reference ${booking.reference}`));
    await bookings.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click();

    await visible(toastTitled(page, 'Booking cancelled'));
    await visible(bookings.getByText('No upcoming appointments.'));
    const mine = (await apiAs(cookie, 'GET', pathOf(routes.listMyBookings))) as unknown as { reference: string; status: string }[];
    expect(mine.find((b) => b.reference === booking.reference)?.status).toBe('Cancelled');
  });
});

describe('mail-in repair', () => {
  it('shows a visitor how it works, and after sign-in takes the order: address, numbered packing steps, listed in the account, cancellable', async ({ page }) => {
    const { person } = await customer();
    await page.goto(`${baseUrl}/mail-in-repair`);
    await visible(page.getByRole('heading', { name: 'Packing instructions' }));
    expect(await mainText(page)).toContain('27 Botanic Avenue');

    // Under the intro, the order part loads as the visitor scrolls to it (decision 365).
    await page.getByText('Loading the order form').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Sign in to order' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === '/mail-in-repair');
    await submitLogin(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === '/mail-in-repair');

    const form = page.getByRole('form', { name: 'Mail-in order' });
    await form.getByText('Console', { exact: true }).click();
    await form.getByLabel('Make').fill('Sony');
    await form.getByLabel('Model').fill('PlayStation 5');
    await form.getByLabel('Describe the problem').fill('No picture on the TV through HDMI');
    await form.getByLabel('Address line 1').fill('12 Lisburn Road');
    await form.getByLabel('Town or city').fill('Belfast');
    await form.getByLabel('Postcode').fill('not a postcode');
    await form.getByRole('button', { name: 'Place mail-in order' }).click();
    await visible(form.getByText('Enter a valid UK postcode'));
    await form.getByLabel('Postcode').fill('bt96ab');
    await form.getByRole('button', { name: 'Place mail-in order' }).click();

    await page.waitForURL((url) => /^\/mail-in-repair\/order\/MI-[0-9A-Z]{6}$/.test(url.pathname));
    const reference = page.url().split('/').at(-1)!;
    await visible(page.getByRole('heading', { name: `Order ${reference}` }));
    const send = page.getByRole('region', { name: 'Send your device to us' });
    expect(await send.textContent()).toContain('27 Botanic Avenue');
    expect(await send.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await visible(send.getByRole('button', { name: 'Print' }));
    expect(await mainText(page)).toContain('BT9 6AB');

    await page.goto(`${baseUrl}/account/mail-in-orders`);
    await page.getByRole('link', { name: new RegExp(reference) }).click();
    await page.waitForURL((url) => url.pathname === `/account/mail-in-orders/${reference}`);
    await visible(page.getByText('Awaiting device').first());

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog', { name: `Cancel order ${reference}?` }).getByRole('button', { name: 'Cancel order' }).click();
    await visible(toastTitled(page, 'Mail-in order cancelled'));
    await visible(page.getByText('Cancelled', { exact: true }));
    await expect.poll(() => page.getByRole('region', { name: 'Send your device to us' }).count()).toBe(0);
  });
});

describe("another customer's pages", () => {
  it('show not-found for a job, device and mail-in order that are not theirs, never the data', async ({ page }) => {
    const owner = await customer();
    const job = await shop.openWalkInJob(owner.person, 'iPhone 12 mini');
    await claim(owner.cookie, job);
    const device = await apiAs(owner.cookie, 'POST', pathOf(routes.registerDevice), { make: 'Nintendo', model: 'Switch OLED', type: 'console' });
    const order = (await apiAs(owner.cookie, 'POST', pathOf(routes.createMailInOrder), {
      device: { make: 'Google', model: 'Pixel 8', type: 'phone' },
      problem: 'Battery drains within two hours',
      returnAddress: { name: 'Owner Person', line1: '1 Private Lane', city: 'Lisburn', postcode: 'BT27 4AA' },
    })) as { order?: { reference: string } };
    const other = await customer();
    await signInBySession(page, other.person);

    await page.goto(`${baseUrl}/repair/${job.qrCode}`);
    await visible(page.getByRole('heading', { name: 'We could not find that repair in your account' }));
    expect(await mainText(page)).not.toContain('iPhone 12 mini');

    await page.goto(`${baseUrl}/edit-device/${String(device.qrCode)}`);
    await visible(page.getByRole('heading', { name: 'We could not find that device in your account' }));
    expect(await mainText(page)).not.toContain('Switch OLED');

    await page.goto(`${baseUrl}/account/mail-in-orders/${order.order!.reference}`);
    await visible(page.getByRole('heading', { name: 'We could not find that mail-in order' }));
    expect(await mainText(page)).not.toContain('Private Lane');
  });
});
