// Issue 18's journey in Chromium: a visitor books choosing SMS and is confirmed by text (outbox);
// staff check the device in, record the pre-repair checklist and the customer's signature; the
// technician times the repair; Ready for collection is refused while a quality item is unchecked;
// the ready message goes by SMS and email, both listed on the job. Every new page passes axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { readSmsOutbox, type OutboxSms } from '../../../functions/sms/outbox-sms-transport';
import { axeViolations } from '../../support/axe';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { baseUrl, createVerifiedAccount, emailsTo, MESSAGE_WAIT_MS, newPage, newPerson, toastTitled, waitForEmail } from '../accounts/accounts-e2e';
import { signInBySession } from '../customer-repairs/customer-e2e';
import { adminSession, bookingDayOf, signInAsAdmin, type AdminSession } from '../admin-repairs/admin-repairs-e2e';
import { clearBookingsFromThisAddress } from '../support/booking-allowance';

let browser: Browser;
let session: AdminSession;

// This file books online: it starts with this address's bookings of the hour cleared.
beforeAll(clearBookingsFromThisAddress);

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await adminSession();
});

afterAll(async () => {
  await closeContexts(browser);
});

async function waitForSms(phone: string, kind: string): Promise<OutboxSms> {
  const to = `+44${phone.slice(1)}`;
  let found: OutboxSms | undefined;
  await expect
    .poll(
      async () => {
        found = (await readSmsOutbox(inject('outboxDir'))).filter((sms) => sms.to === to && sms.kind === kind).at(-1);
        return found;
      },
      { timeout: MESSAGE_WAIT_MS, message: `a ${kind} text to ${to}` },
    )
    .toBeDefined();
  return found!;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

// A 1x1 PNG: what the camera gives, only smaller.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function moveTo(page: Page, status: string) {
  return page.getByRole('group', { name: 'Move to' }).getByRole('button', { name: status, exact: true }).click();
}

async function statusIs(page: Page, status: string): Promise<void> {
  await expect.poll(() => page.getByRole('region', { name: 'Status' }).getByText(status, { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);
}

it('books by SMS, checks in with checklist and signature, times the repair, refuses Ready while unchecked, then sends ready by SMS and email', { timeout: 180_000 }, async () => {
  const person = newPerson({ firstName: 'Orla', lastName: 'Quinn' });

  // The visitor books and chooses text messages.
  const visitor = await newPage(browser, 390);
  const booking = visitor.page;
  await booking.goto(`${baseUrl}/booking`);
  await booking.locator('label').filter({ has: booking.getByRole('radio', { name: 'Phone' }) }).click();
  await booking.getByLabel('Make').fill('Google');
  await booking.getByLabel('Model').fill('Pixel 8');
  await booking.getByLabel('Describe the problem').fill('Battery swollen, back glass lifting at the corner');
  await booking.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').and(booking.locator(':enabled')).first().click();
  await booking.getByLabel('Name').fill(`${person.firstName} ${person.lastName}`);
  await booking.getByLabel('Mobile number').fill(person.phone);
  await booking.getByLabel('Email', { exact: true }).fill(person.email);
  await booking.getByRole('group', { name: 'Send me updates by' }).getByRole('radio', { name: 'SMS only', exact: true }).check();
  await booking.getByRole('button', { name: 'Book repair' }).click();
  await expect.poll(() => booking.getByRole('heading', { name: 'You are booked in' }).isVisible(), { timeout: 15_000 }).toBe(true);
  const confirmation = (await booking.getByRole('main').textContent()) ?? '';
  expect(confirmation).toContain(`We have texted the details to ${person.phone}.`);
  const reference = /BK-[0-9A-Z]{6}/.exec(confirmation)![0];
  const confirmed = await waitForSms(person.phone, 'booking-confirmed');
  expect(confirmed.text).toContain(`hi Orla, your repair booking ${reference} is confirmed`);
  expect(await emailsTo(person.email, 'booking-confirmed')).toEqual([]);

  // Staff check the device in at the counter.
  const staff = await newPage(browser, 1280);
  const page = staff.page;
  await signInAsAdmin(page, session);
  await page.goto(`${baseUrl}/admin-dashboard`);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByLabel('Bookings for', { exact: true }).fill(bookingDayOf(confirmation));
  const card = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: reference });
  await card.getByRole('button', { name: `Check in ${person.firstName} ${person.lastName}` }).click();
  const intake = page.getByRole('form', { name: `Check in ${reference}` });
  await intake.getByLabel('Condition').fill('Back glass lifting, screen fine');
  await intake.getByRole('group', { name: 'Passcode given' }).getByRole('radio', { name: 'Yes' }).check();
  await intake.getByRole('button', { name: 'Check in and open the job' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/job/'));
  await page.getByRole('heading', { level: 1, name: /^Job DRS-\d+$/ }).waitFor();
  await waitForSms(person.phone, 'job-status');

  // The pre-repair checklist: every item tested, the charging port fails.
  const checklists = page.getByRole('region', { name: 'Checklists' });
  const items = await checklists.getByRole('combobox', { name: /, before repair$/ }).all();
  expect(items.length).toBeGreaterThan(5);
  for (const select of items) await select.selectOption('pass');
  await checklists.getByRole('combobox', { name: 'Charging, before repair' }).selectOption('fail');
  await checklists.getByRole('button', { name: 'Save before-repair test' }).click();
  await expect.poll(() => checklists.getByRole('combobox', { name: 'Charging, before repair' }).inputValue()).toBe('fail');

  // Two photos from the tablet's camera (files here), refused when not an image.
  const photos = page.getByRole('region', { name: 'Photos' });
  const fileInput = photos.getByLabel('Take or choose a photo');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect.poll(() => photos.getByRole('alert').textContent()).toBe('Only photos can be added: choose a JPEG, PNG or WebP image.');
  for (const label of ['Front', 'Damage']) {
    await photos.getByLabel('The photo shows').selectOption({ label });
    await fileInput.setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: PNG });
    await photos.getByRole('img', { name: `${label} of the device` }).waitFor();
  }
  expect(await photos.getByRole('list', { name: 'Device photos' }).getByRole('listitem').count()).toBe(2);

  // The customer signs the intake terms on the pad.
  const terms = page.getByRole('region', { name: 'Intake terms' });
  const pad = terms.getByRole('img', { name: /^Signature box/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -20 : 20));
  await page.mouse.up();
  await terms.getByRole('button', { name: 'Save signature' }).click();
  await terms.getByRole('img', { name: 'Signature of Orla Quinn' }).waitFor();
  expect(await terms.textContent()).toMatch(/Signed by Orla Quinn on .+ at the counter \(terms version /);
  expect(await page.getByRole('region', { name: 'Job ticket' }).textContent()).toContain('signed by Orla Quinn');

  // The technician times the repair.
  const time = page.getByRole('region', { name: 'Technician time' });
  await time.getByRole('button', { name: 'Start timer' }).click();
  await time.getByRole('timer', { name: 'Your timer on this job' }).waitFor();
  await time.getByRole('button', { name: 'Stop timer' }).click();
  await time.getByRole('button', { name: 'Start timer' }).waitFor();
  expect(await time.textContent()).toMatch(/\d{2}:\d{2} to \d{2}:\d{2}/);

  // Quality check refuses Ready for collection while an item is unchecked.
  for (const status of ['Diagnosing', 'In repair', 'Quality check']) {
    await moveTo(page, status);
    await statusIs(page, status);
  }
  await moveTo(page, 'Ready for collection');
  const refusal = page.getByRole('region', { name: 'Status' }).getByRole('alert');
  await expect.poll(() => refusal.textContent()).toMatch(/The quality check is not finished: \d+ items are unchecked/);
  for (const select of await checklists.getByRole('combobox', { name: /, quality check$/ }).all()) await select.selectOption('pass');
  await checklists.getByRole('button', { name: 'Save quality check' }).click();
  await expect.poll(() => checklists.textContent()).toContain('Quality check: every item checked.');
  await expectNoAxeViolations(page);

  // The ready message by SMS and by email: staff choose both for this job.
  const messages = page.getByRole('region', { name: 'Messages to the customer' });
  await messages.getByLabel('Send messages by').selectOption('both');
  await messages.getByRole('button', { name: 'Save' }).click();
  // Saved, not only sent: the button is disabled while the request is in flight too, and a move made
  // before the channel is stored sends the ready message by the old channel (SMS alone).
  await page.getByText('Message channel saved', { exact: true }).waitFor();
  await moveTo(page, 'Ready for collection');
  await statusIs(page, 'Ready for collection');
  const readyText = await waitForSms(person.phone, 'job-ready');
  expect(readyText.text).toContain('good news Orla, your Google Pixel 8');
  await waitForEmail(person.email, 'job-ready');
  await page.reload();
  const sent = messages.getByRole('list', { name: 'Messages sent' });
  const sentItems = () => sent.getByRole('listitem').filter({ hasText: 'Sent' });
  await expect.poll(() => sentItems().filter({ hasText: /^SMS to \+44.*ready to collect/ }).count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => sentItems().filter({ hasText: new RegExp(`^Email to ${person.email}Sent.*ready for collection`) }).count(), { timeout: 10_000 }).toBe(1);
});

it('lets staff edit an SMS template with a live preview and SMS counter on /admin/settings', { timeout: 60_000 }, async () => {
  const { page } = await newPage(browser, 1280);
  await signInAsAdmin(page, session);
  await page.goto(`${baseUrl}/admin/settings`);
  const editor = page.getByRole('region', { name: 'Booking cancelled' });
  await editor.getByLabel('Message text').fill('{shopName}: {firstName}, booking {reference} is cancelled. ' + 'x'.repeat(120));

  await expect.poll(() => editor.getByTestId('segments-booking-cancelled').textContent()).toMatch(/ · 2 SMS \(GSM-7\)/);
  expect(await editor.getByTestId('preview-booking-cancelled').textContent()).toContain('Device DRS: Siobhan, booking BK-7QX2M4 is cancelled.');
  await editor.getByLabel('Message text').fill('{shopName}: {firstName}, booking {reference} is cancelled ✅');
  await expect.poll(() => editor.getByTestId('segments-booking-cancelled').textContent()).toMatch(/1 SMS \(UCS-2\)/);
  await expectNoAxeViolations(page);
  await editor.getByLabel('Message text').fill('{shopName}: {estimate}');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => editor.textContent()).toContain('This message cannot use {estimate}');
});

it('lets a customer prove their mobile by a texted code on the profile, then choose SMS', { timeout: 90_000 }, async () => {
  const person = await createVerifiedAccount(newPerson({ firstName: 'Ciarán' }));
  const { page } = await newPage(browser, 390);
  await signInBySession(page, person);
  await page.goto(`${baseUrl}/profile`);
  const updates = page.getByRole('region', { name: 'Repair updates' });
  await expect.poll(() => updates.textContent(), { timeout: 15_000 }).toContain(`Mobile number ${person.phone}: not verified`);

  await updates.getByRole('radio', { name: 'SMS only' }).check();
  expect(await updates.getByRole('button', { name: 'Save choice' }).isDisabled()).toBe(true);
  await updates.getByRole('button', { name: 'Text me a code' }).click();
  const text = await waitForSms(person.phone, 'phone-verification');
  const code = /\d{6}/.exec(text.text)![0];
  await updates.getByLabel('Code from the text').fill(code === '000000' ? '111111' : '000000');
  await updates.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => updates.getByRole('alert').textContent()).toBe('That code is not right. 4 tries left.');
  await expectNoAxeViolations(page);
  await updates.getByLabel('Code from the text').fill(code);
  await updates.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => updates.textContent()).toContain(`Mobile number ${person.phone}: verified`);
  await updates.getByRole('radio', { name: 'SMS only' }).check();
  await updates.getByRole('button', { name: 'Save choice' }).click();
  await toastTitled(page, 'Message choice saved').waitFor();
});
