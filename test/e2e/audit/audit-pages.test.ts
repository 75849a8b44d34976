// Issue 4's audit pages in Chromium: an admin finds their own sign-in in /admin/console-log, and
// /admin/reports draws the page views as a chart.
import { describe, expect } from 'vitest';
import { baseUrl, createVerifiedAccount, newPage, signIn } from '../accounts/accounts-e2e';
import { signInBySession } from '../customer-repairs/customer-e2e';
import { createAdmin, type E2eAdmin } from '../admin-security/admin-e2e';
import { browserTest } from '../support/browser-test';

// Every test starts with a new admin signed in on its page.
const it = browserTest.extend('admin', { auto: true }, async ({ page }): Promise<E2eAdmin> => {
  const admin = await createAdmin();
  await signIn(page, admin);
  return admin;
});

describe('/admin/console-log', () => {
  it('shows the admin their own sign-in, with the address and browser it came from', async ({ page, admin }) => {
    await page.goto(`${baseUrl}/admin/console-log`);
    await page.getByRole('heading', { name: 'Activity Log', level: 1 }).waitFor();

    await page.getByLabel('User', { exact: true }).fill(admin.username);
    await page.getByLabel('Action', { exact: true }).selectOption('sign_in_success');
    await page.getByRole('button', { name: 'Apply filters' }).click();

    const row = page.getByRole('row').filter({ hasText: admin.username });
    await expect.poll(() => row.count(), { message: 'a row for the admin\'s sign-in' }).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Sign-in');
    expect(text).toContain('Signed in with password');
    expect(text).toMatch(/127\.0\.0\.1|::1/);
    expect(text).toContain('Chrome');
  });

  it('is refused to a customer: the Protected Content screen', async ({ browser }) => {
    const { context, page: customerPage } = await newPage(browser);
    try {
      const customer = await createVerifiedAccount();
      await signInBySession(customerPage, customer);
      await customerPage.goto(`${baseUrl}/admin/console-log`);
      await customerPage.getByText('Protected Content').first().waitFor();
      expect(await customerPage.getByRole('heading', { name: 'Activity Log' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('/admin/reports', () => {
  it('draws views per day as a chart, with the figures and top pages', async ({ page }) => {
    // The sign-in page and this visit are page hits of today.
    await page.goto(`${baseUrl}/admin/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();

    const chart = page.getByRole('img', { name: 'Views per day' });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBe(30);
    await expect
      .poll(
        async () => {
          await page.reload();
          await chart.waitFor();
          return page.getByRole('heading', { name: 'Top pages' }).locator('..').getByText('/auth').count();
        },
        { timeout: 15_000, message: '/auth among the top pages' },
      )
      .toBeGreaterThan(0);
    expect(await page.getByText(/\d+ views? from /).first().textContent()).toMatch(/^[1-9]\d* views? from /);
  });

  it('refuses a range longer than 90 days before asking the server', async ({ page }) => {
    await page.goto(`${baseUrl}/admin/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();

    // The page-view report's own dates: the sales reports above it have date fields of their own.
    const dates = page.getByRole('form', { name: "Choose the report's dates" });
    await dates.getByLabel('From', { exact: true }).fill('2026-01-01');
    await dates.getByLabel('To', { exact: true }).fill('2026-06-30');

    await expect.poll(() => dates.getByRole('alert').allTextContents()).toContain('Choose a range of at most 90 days');
    expect(await dates.getByRole('button', { name: 'Show report' }).isDisabled()).toBe(true);
  });
});
