// Staff roles in Chromium (decision 254): a technician opening the profit and loss gets the "Not
// allowed for your role" page, not a broken one; the front desk sees a sale without the refund form
// the owner has.
import { randomUUID } from 'node:crypto';
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

  it('shows the front desk a sale without the refund form, which the owner has', async ({ page }) => {
    const owner = await adminSession();
    const drawer = (await owner.call('GET', '/api/admin/till/drawer')) as { session: unknown };
    if (!drawer.session) await owner.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
    const sale = await owner.call('POST', '/api/admin/sales', {
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'custom', description: 'Screen protector fitted', quantity: 1, unitPence: 999 }],
      payments: [{ method: 'cash', amountPence: 999 }],
    });
    const saleHref = `${baseUrl}/admin/sales?sale=${String(sale.saleId)}`;

    await signInAsAdmin(page, await adminSession('front-desk'));
    await page.goto(saleHref);
    await expect.poll(() => page.getByText('Screen protector fitted').first().isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Refund' }).count()).toBe(0);

    await page.context().clearCookies();
    await signInAsAdmin(page, owner);
    await page.goto(saleHref);
    await expect.poll(() => page.getByRole('form', { name: 'Refund' }).isVisible()).toBe(true);
  });
});
