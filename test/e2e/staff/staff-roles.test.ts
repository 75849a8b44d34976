// Staff roles in Chromium (decision 254): a technician opening the profit and loss gets the "Not
// allowed for your role" page, not a broken one. The front desk's refunds, which a manager approves
// over the limit, are test/e2e/till/manager-approval.test.ts (decision 268).
import { describe, expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { browserTest as it } from '../support/browser-test';

describe('staff roles', () => {
  it('shows a technician the not-allowed page at /admin/profit-loss, and the owner the statement', async ({ page }) => {
    await signInAsAdmin(page, await adminSession('technician'));
    await page.goto(`${baseUrl}/admin/profit-loss`);
    await expect.poll(() => page.getByRole('heading', { name: 'Not allowed for your role' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain('This page needs the “Profit and loss” permission');
    await page.getByRole('link', { name: 'Back to the admin dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.context().clearCookies();
    await signInAsAdmin(page, await adminSession());
    await page.goto(`${baseUrl}/admin/profit-loss`);
    await expect.poll(() => page.getByRole('heading', { name: 'Profit and loss', level: 1 }).isVisible()).toBe(true);
  });
});
