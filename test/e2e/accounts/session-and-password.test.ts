// Issue 3 in Chromium, past the first sign-in: a session revoked on the server ends in 'Session
// expired' on /auth, and a forgotten password is reset through the emailed link.
import type { BrowserContext } from 'playwright-core';
import { describe, expect } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { browserTest as it } from '../support/browser-test';
import { accountMenu, baseUrl, createVerifiedAccount, linkOf, signIn, submitLogin, toastTitled, waitForEmail } from './accounts-e2e';

/** Signs the browser's session out from outside the browser, as a sign-out elsewhere would. */
async function revokeBrowserSession(context: BrowserContext): Promise<void> {
  const session = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'drs_session');
  if (!session) throw new Error('The browser has no session cookie');
  const response = await fetch(`${baseUrl}/api/logout`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie: `drs_session=${session.value}` },
  });
  expect(response.status).toBe(200);
}

describe('a session revoked on the server', () => {
  it('sends the customer to /auth with the Session expired notice on their next request, then back after signing in', async ({ context, page }) => {
    const person = await createVerifiedAccount();
    await signIn(page, person, '/auth?returnTo=%2Fprofile');
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Profile' }).isVisible()).toBe(true);
    // The page's own requests (its Repair updates card loads the message choices) finish first, so
    // the Save is the next request after the revocation, as the test means.
    await expect.poll(() => page.getByRole('form', { name: 'Repair updates' }).isVisible()).toBe(true);

    await revokeBrowserSession(context);
    await page.getByLabel('First name').fill('Róisín');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === '/profile');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Session expired' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

    await submitLogin(page, person.email, person.password);
    await page.waitForURL((url) => url.pathname === '/profile');
    await accountMenu(page, person).waitFor();
  });
});

describe('forgotten password', () => {
  it('resets the password through the emailed link; the old one stops working', async ({ page }) => {
    const person = await createVerifiedAccount();
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');

    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Check your inbox' }).isVisible()).toBe(true);

    const reset = await waitForEmail(person.email, 'reset-password');
    await page.goto(linkOf(reset));
    const newPassword = 'Lagan&Weir2026';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect.poll(() => toastTitled(page, 'Password reset').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/auth');
    await submitLogin(page, person.email, person.password);
    await expect.poll(() => toastTitled(page, 'Login failed').isVisible()).toBe(true);

    await submitLogin(page, person.email, newPassword);
    await accountMenu(page, person).waitFor();

    // The link was single use.
    await page.goto(linkOf(reset));
    await expect.poll(() => page.getByText('This link cannot be used').isVisible()).toBe(true);
  });
});
