// Issue 11 item 6 and issue 12 item 8 in Chromium: on My Account a customer sees where they are signed
// in, downloads everything held about them (JSON and a readable summary), and closes the account with
// their password, after which they can no longer sign in.
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { browserTest as it } from '../support/browser-test';
import { baseUrl, createVerifiedAccount, signIn, submitLogin, toastTitled } from './accounts-e2e';

describe('My Account: sessions and personal data', () => {
  it('downloads the data, closes the account with the password, and the account can no longer sign in', async ({ page }) => {
    const person = await createVerifiedAccount();
    await signIn(page, person, '/auth?returnTo=%2Fcustomer-details');
    await page.waitForURL((url) => url.pathname === '/customer-details');

    await expect.poll(() => page.getByRole('heading', { name: 'Where you’re signed in' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('This device').isVisible()).toBe(true);

    const downloads: string[] = [];
    page.on('download', (download) => void download.path().then((file) => file && downloads.push(file)));
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect.poll(() => downloads.length).toBe(2);
    const texts = await Promise.all(downloads.map((file) => readFile(file, 'utf8')));
    const json = JSON.parse(texts.find((text) => text.trimStart().startsWith('{'))!);
    expect(json.account.email).toBe(person.email);
    expect(texts.find((text) => text.startsWith('Everything Device DRS holds about you'))).toContain(`Email: ${person.email}`);

    const form = page.getByRole('form', { name: 'Close your account' });
    await form.getByLabel('Current password').fill(person.password);
    await form.getByLabel('Type CLOSE to confirm').fill('CLOSE');
    await form.getByRole('button', { name: 'Close my account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await page.goto(`${baseUrl}/auth`);
    await submitLogin(page, person.email, person.password);
    await expect.poll(() => toastTitled(page, 'Login failed').filter({ hasText: 'Invalid username or password' }).isVisible()).toBe(true);
  });
});
