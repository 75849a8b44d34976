// The commission report in Chromium (decision 262): a repair assigned to the technician, its labour
// on the job sheet, collected and paid at the till, is listed under the technician for the day.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, moveJob, openWalkInJob, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { browserTest as it } from '../support/browser-test';

describe('the commission report', () => {
  it("lists the technician's completed repair", async ({ page }) => {
    const owner = await adminSession();
    const technician = await adminSession('technician');
    const job = await openWalkInJob(owner);
    await owner.call('PUT', `/api/admin/jobs/${job.qrCode}/assignee`, { userId: technician.admin.userId });
    await owner.call('POST', `/api/admin/jobs/${job.qrCode}/lines`, { kind: 'labour', description: 'Battery replacement', quantity: 1, unitPence: 4500 });
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) await moveJob(owner, job, status);
    const drawer = (await owner.call('GET', '/api/admin/till/drawer')) as { session: unknown };
    if (!drawer.session) await owner.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
    await owner.call('POST', '/api/admin/sales', { idempotencyKey: randomUUID(), lines: [{ kind: 'repair', jobQr: job.qrCode }], payments: [{ method: 'cash', amountPence: 4500 }] });

    await signInAsAdmin(page, owner);
    await page.goto(`${baseUrl}/admin/reports/commissions`);
    await expect.poll(() => page.getByRole('heading', { name: 'Commissions', level: 1 }).isVisible()).toBe(true);
    const row = page.getByTestId(`commission-${technician.admin.userId}`);
    // The collection reaches the report through the event bus: look again until it has, each time
    // once the report has answered (its total is drawn), not while the page is still asking.
    const total = page.getByText(/^Commission in all:/);
    await expect
      .poll(async () => {
        await total.waitFor();
        if (await row.isVisible()) return true;
        await page.reload();
        return false;
      }, { timeout: 30_000 })
      .toBe(true);
    expect(await row.getByRole('rowheader').textContent()).toBe(`${technician.admin.firstName} ${technician.admin.lastName}`);
    expect(await row.textContent()).toContain('£45.00');
    // Every test's staff share a name, so the technician's items are the ones naming this job.
    const details = page.locator('details').filter({ hasText: job.jobNumber });
    await details.getByText(`What ${technician.admin.firstName} ${technician.admin.lastName} earned it on`).click();
    const items = details.getByRole('list', { name: `Commission items of ${technician.admin.firstName} ${technician.admin.lastName}` });
    expect(await items.textContent()).toContain(`Labour · ${job.jobNumber} · Repair of Samsung Galaxy S23: £45.00`);
  });
});
