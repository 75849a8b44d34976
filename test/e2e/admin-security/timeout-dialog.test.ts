// Issue 4 in Chromium: the admin timeout dialog through every toast it can show, and the passcode
// prompt that a 423 'Admin session timeout' raises, after which the admin carries on.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { accountMenu, baseUrl } from '../accounts/accounts-e2e';
import { signInBySession } from '../customer-repairs/customer-e2e';
import { browserTest } from '../support/browser-test';
import { FIRST_PASSCODE, createAdmin, idleForAnHour, openTimeoutSettings, type E2eAdmin } from './admin-e2e';

// Every test starts with a fresh admin signed in on its page.
// Signed in by a session made through the API (these tests are about the timeout, not signing in).
const it = browserTest.extend('admin', { auto: true }, async ({ page }): Promise<E2eAdmin> => {
  const admin = await createAdmin();
  await signInBySession(page, admin);
  // Lands on the home page, which makes no admin calls: on /admin the dashboard's own requests could
  // meet the 423 first and raise the prompt before the test's activity ping does.
  await page.goto(`${baseUrl}/`);
  await accountMenu(page, admin).waitFor();
  return admin;
});

/**
 * The toast on screen with this title. While the modal dialog is open Radix marks the rest of the
 * page aria-hidden, the toast region included, so hidden elements are searched too.
 */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
  await expect.poll(() => toast.isVisible(), { message: `toast '${title}'` }).toBe(true);
  expect(await toast.textContent()).toContain(description);
}

const newPasscodeInput = (dialog: ReturnType<Page['getByRole']>) => dialog.getByLabel('New passcode');

describe('the admin timeout dialog', () => {
  it('shows the server defaults and saves a new duration: Settings Saved', async ({ page, admin }) => {
    const dialog = await openTimeoutSettings(page, admin);
    expect(await dialog.getByRole('switch', { name: 'Enable inactivity timeout' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Timeout duration').inputValue()).toBe('10');
    const options = await dialog.getByLabel('Timeout duration').locator('option').allTextContents();
    expect(options).toEqual(['5 minutes', '10 minutes', '15 minutes', '30 minutes', '1 hour', '2 hours']);

    await dialog.getByLabel('Timeout duration').selectOption('30');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Settings Saved', 'Admin timeout settings have been updated successfully.');
    const reopened = await openTimeoutSettings(page, admin);
    expect(await reopened.getByLabel('Timeout duration').inputValue()).toBe('30');
  });

  it('keeps the new passcode to 6 digits with its helper text, and Save off until both passcodes are in', async ({ page, admin }) => {
    const dialog = await openTimeoutSettings(page, admin);
    await dialog.getByRole('button', { name: 'Change Passcode' }).click();
    const save = dialog.getByRole('button', { name: 'Save' });

    expect(await dialog.textContent()).toContain('Enter a new 6-digit security passcode');
    await newPasscodeInput(dialog).fill('12a45');
    expect(await newPasscodeInput(dialog).inputValue()).toBe('1245');
    expect(await dialog.textContent()).toContain('Enter 2 more digits');
    await newPasscodeInput(dialog).fill('12345678');
    expect(await newPasscodeInput(dialog).inputValue()).toBe('123456');
    expect(await dialog.textContent()).toContain('New passcode ready to save');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Current passcode').fill(FIRST_PASSCODE);
    expect(await save.isDisabled()).toBe(false);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.getByLabel('New passcode').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Change Passcode' }).isVisible()).toBe(true);
  });

  it('refuses a wrong current passcode and saves nothing: Verification Failed', async ({ page, admin }) => {
    const dialog = await openTimeoutSettings(page, admin);
    await dialog.getByLabel('Timeout duration').selectOption('5');
    await dialog.getByRole('button', { name: 'Change Passcode' }).click();
    await dialog.getByLabel('Current passcode').fill('000000');
    await newPasscodeInput(dialog).fill('246810');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Verification Failed', 'Current passcode is incorrect. Cannot change security settings.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const reopened = await openTimeoutSettings(page, admin);
    expect(await reopened.getByLabel('Timeout duration').inputValue()).toBe('10');
    expect(await reopened.textContent()).toContain('Generated passcode in use');
  });

  it('says when the passcode could not be checked: Verification Error', async ({ page, admin }) => {
    await page.route('**/api/admin/verify-pincode', (route) => route.abort('failed'));
    const dialog = await openTimeoutSettings(page, admin);
    await dialog.getByRole('button', { name: 'Change Passcode' }).click();
    await dialog.getByLabel('Current passcode').fill(FIRST_PASSCODE);
    await newPasscodeInput(dialog).fill('246810');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Verification Error', 'Could not verify current passcode. Please try again.');
  });

  it('changes the passcode after the current one is verified: Settings Saved, now a custom passcode', async ({ page, admin }) => {
    const dialog = await openTimeoutSettings(page, admin);
    await dialog.getByRole('button', { name: 'Change Passcode' }).click();
    await dialog.getByLabel('Current passcode').fill(FIRST_PASSCODE);
    await newPasscodeInput(dialog).fill('975310');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Settings Saved', 'Admin timeout settings have been updated successfully.');
    const reopened = await openTimeoutSettings(page, admin);
    expect(await reopened.textContent()).toContain('Custom passcode set');
  });

  it('runs emergency recovery with the admin password: Emergency Recovery Failed, Recovery Error, Emergency Recovery Successful', async ({ page, admin }) => {
    const dialog = await openTimeoutSettings(page, admin);
    await dialog.getByRole('button', { name: 'Change Passcode' }).click();
    await dialog.getByRole('button', { name: 'Forgot passcode? Use emergency recovery' }).click();
    expect(await dialog.getByRole('note').textContent()).toBe('Emergency recovery is logged for audit.');
    expect(await dialog.getByLabel('Current passcode').count()).toBe(0);
    const verify = dialog.getByRole('button', { name: 'Verify Admin Password' });

    await dialog.getByLabel('Admin password').fill('Not-the-password-1!');
    await verify.click();
    await expectToast(page, 'Emergency Recovery Failed', 'Admin password is incorrect.');

    await page.route('**/api/auth/login', (route) => route.abort('failed'));
    await dialog.getByLabel('Admin password').fill(admin.password);
    await verify.click();
    await expectToast(page, 'Recovery Error', 'Could not verify admin password. Please try again.');

    await page.unroute('**/api/auth/login');
    await verify.click();
    await expectToast(page, 'Emergency Recovery Successful', 'Admin password verified. You can now change the passcode.');

    await newPasscodeInput(dialog).fill('112358');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Settings Saved', 'Admin timeout settings have been updated successfully.');
    const reopened = await openTimeoutSettings(page, admin);
    expect(await reopened.textContent()).toContain('Custom passcode set');
  });

  it('switching the timeout off clears the last activity it shows', async ({ page, admin }) => {
    const dialog = await openTimeoutSettings(page, admin);
    expect(await dialog.textContent()).toContain('Last activity:');
    await dialog.getByRole('switch', { name: 'Enable inactivity timeout' }).uncheck();

    expect(await dialog.textContent()).toContain('No activity is tracked while the timeout is off.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Settings Saved', 'Admin timeout settings have been updated successfully.');
    const reopened = await openTimeoutSettings(page, admin);
    expect(await reopened.getByRole('switch', { name: 'Enable inactivity timeout' }).isChecked()).toBe(false);
  });
});

describe('the passcode prompt', () => {
  it('appears when the admin comes back to the page after the timeout, and goes once the passcode is right', async ({ context, page, admin }) => {
    await idleForAnHour(context, admin);
    const pings: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/admin/activity')) pings.push(response.status());
    });
    // The activity listener arrives in its own chunk after sign-in: click until it is there.
    await expect
      .poll(async () => {
        if (pings.length === 0) await page.locator('main').click({ timeout: 2000 }).catch(() => undefined);
        return pings;
      }, { timeout: 15_000 })
      .toEqual([423]);

    const prompt = page.getByRole('dialog', { name: 'Admin session timeout' });
    await prompt.waitFor();
    await prompt.getByLabel('Security passcode').fill('000000');
    await prompt.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => prompt.getByRole('alert').textContent()).toBe('Incorrect passcode.');
    await prompt.getByLabel('Security passcode').fill(FIRST_PASSCODE);
    await prompt.getByRole('button', { name: 'Unlock' }).click();

    await prompt.waitFor({ state: 'detached' });
  });

  it('resumes where the admin was: the dialog whose load met the 423 loads once unlocked', async ({ context, page, admin }) => {
    // Only the dialog's load should meet the 423 here: the page's activity pings are held back.
    await page.route('**/api/admin/activity', (route) => route.abort('failed'));
    await idleForAnHour(context, admin);

    await page.getByRole('button', { name: `Account menu for ${admin.username}` }).click();
    await page.getByRole('menuitem', { name: 'Timeout Settings' }).click();
    const prompt = page.getByRole('dialog', { name: 'Admin session timeout' });
    await prompt.waitFor();
    await prompt.getByLabel('Security passcode').fill(FIRST_PASSCODE);
    await prompt.getByRole('button', { name: 'Unlock' }).click();

    await prompt.waitFor({ state: 'detached' });
    const dialog = page.getByRole('dialog', { name: 'Admin Timeout Settings' });
    await expect.poll(() => dialog.getByLabel('Timeout duration').isVisible()).toBe(true);
  });

  it('unlocks with the admin password through emergency recovery when the passcode is forgotten', async ({ context, page, admin }) => {
    await page.route('**/api/admin/activity', (route) => route.abort('failed'));
    await idleForAnHour(context, admin);
    await page.getByRole('button', { name: `Account menu for ${admin.username}` }).click();
    await page.getByRole('menuitem', { name: 'Timeout Settings' }).click();
    const prompt = page.getByRole('dialog', { name: 'Admin session timeout' });
    await prompt.waitFor();

    await prompt.getByRole('button', { name: 'Forgot passcode? Use emergency recovery' }).click();
    expect(await prompt.getByRole('note').textContent()).toBe('Emergency recovery is logged for audit.');
    await prompt.getByLabel('Admin password').fill(admin.password);
    await prompt.getByRole('button', { name: 'Unlock' }).click();

    await prompt.waitFor({ state: 'detached' });
    const dialog = page.getByRole('dialog', { name: 'Admin Timeout Settings' });
    await expect.poll(() => dialog.getByLabel('Timeout duration').isVisible()).toBe(true);
  });
});
