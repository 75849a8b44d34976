// Booking online in Chromium, on a phone: the form's own messages, a free slot, the confirmation and
// its email; a signed-in customer finds their details filled in.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, createVerifiedAccount, newPerson, waitForEmail, type Person } from '../accounts/accounts-e2e';
import { signInBySession } from '../customer-repairs/customer-e2e';
import { browserTest } from '../support/browser-test';
import { clearBookingsFromThisAddress } from '../support/booking-allowance';

// On a phone: this file's own test API, so the width never reaches the worker's other files.
const it = browserTest.extend('viewportWidth', 390);

async function describeDevice(page: Page): Promise<void> {
  // The radio itself is visually hidden inside its card, as card pickers are.
  await page.getByRole('radio', { name: 'Phone' }).check({ force: true });
  await page.getByLabel('Make').fill('Google');
  await page.getByLabel('Model').fill('Pixel 8');
  await page.getByLabel('Describe the problem').fill('Charging port is loose and only charges at an angle');
}

/** Picks the first free time of the first open day and answers with its label, e.g. '11:00'. */
async function pickFirstFreeTime(page: Page): Promise<string> {
  const time = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').and(page.locator(':enabled')).first();
  const label = (await time.locator('span').first().textContent()) ?? '';
  await time.click();
  return label;
}

async function fillContact(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Name').fill(`${person.firstName} ${person.lastName}`);
  await page.getByLabel('Mobile number').fill(person.phone);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
}

// This file books online: it starts with this address's bookings of the hour cleared.
beforeAll(clearBookingsFromThisAddress);

describe('booking a repair online', () => {
  it("shows the shared schemas' messages for what is missing", async ({ page }) => {
    await page.goto(`${baseUrl}/book-repair`);
    await page.waitForURL((url) => url.pathname === '/booking');
    // The slot's message lives in the slot picker, which shows once the slots have loaded: submit
    // from the form the customer sees, with its times, not from the spinner before them.
    await page.getByRole('radiogroup', { name: 'Time' }).waitFor();
    await page.getByLabel('Describe the problem').fill('Broken');
    await page.getByRole('button', { name: 'Book repair' }).click();

    await expect.poll(() => page.getByText('Please describe the problem in at least 10 characters').isVisible()).toBe(true);
    // Each field shows its own message (the slot picker's may come a render later on a busy machine).
    await expect.poll(() => page.getByText('Please choose a slot').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Phone number is required').isVisible()).toBe(true);
  });

  it('books a visitor into a free slot and emails the confirmation', async ({ page }) => {
    const person = newPerson();
    await page.goto(`${baseUrl}/booking`);
    await describeDevice(page);
    const time = await pickFirstFreeTime(page);
    await fillContact(page, person);
    await page.getByRole('button', { name: 'Book repair' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'You are booked in' }).isVisible()).toBe(true);
    const confirmation = (await page.getByRole('main').textContent()) ?? '';
    expect(confirmation).toContain(`at ${time}`);
    expect(confirmation).toMatch(/BK-[0-9A-Z]{6}/);
    expect(confirmation).toContain('Google Pixel 8');
    const email = await waitForEmail(person.email, 'booking-confirmed');
    expect(email.text).toContain(confirmation.match(/BK-[0-9A-Z]{6}/)![0]);
  });

  it("fills in a signed-in customer's contact details", async ({ page }) => {
    const person = await createVerifiedAccount();
    await signInBySession(page, person);
    await page.goto(`${baseUrl}/booking`);

    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(person.email);
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(person.phone);
    expect(await page.getByLabel('Name').inputValue()).toBe(`${person.firstName} ${person.lastName}`);
  });
});
