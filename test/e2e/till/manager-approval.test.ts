// Manager approval at the till in Chromium (issue 28's "done when", decision 268): the front desk
// refunds over the limit, the till asks for a manager, the manager's username and own passcode
// complete it, and the activity log filtered by the front desk member shows both names.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { FIRST_PASSCODE } from '../admin-security/admin-e2e';
import { browserTest as it } from '../support/browser-test';

describe('manager approval at the till', () => {
  it("completes a front desk refund over the limit with a manager's passcode, audited with both names", async ({ page }) => {
    const owner = await adminSession();
    const manager = await adminSession('manager');
    const frontDesk = await adminSession('front-desk');
    const drawer = (await owner.call('GET', '/api/admin/till/drawer')) as { session: unknown };
    if (!drawer.session) await owner.call('POST', '/api/admin/till/drawer', { floatPence: 5000 });
    const sale = await owner.call('POST', '/api/admin/sales', {
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'custom', description: 'Charging port replacement', quantity: 1, unitPence: 4500 }],
      payments: [{ method: 'cash', amountPence: 4500 }],
    });

    await signInAsAdmin(page, frontDesk);
    await page.goto(`${baseUrl}/admin/sales?sale=${String(sale.saleId)}`);
    const form = page.getByRole('form', { name: 'Refund' });
    await form.waitFor();
    await form.getByLabel(/Refund Charging port replacement/).check();
    await form.getByLabel('Refund reason').fill('Port still loose');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Manager approval' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('A manager must approve refunds over £20.00.');
    await dialog.getByLabel("Manager's username").fill(manager.admin.username);
    await dialog.getByLabel("Manager's passcode").fill('000000');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Incorrect passcode.');
    await dialog.getByLabel("Manager's passcode").fill(FIRST_PASSCODE);
    await dialog.getByRole('button', { name: 'Approve' }).click();

    const managerName = `${manager.admin.firstName} ${manager.admin.lastName.slice(0, 1)}.`;
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect.poll(() => refunds.textContent(), { message: 'the refund, with who approved it' }).toContain(`approved by ${managerName}`);
    expect(await dialog.count()).toBe(0);
    expect(await refunds.textContent()).toContain('£45.00 to cash, Port still loose');

    await page.context().clearCookies();
    await signInAsAdmin(page, owner);
    await page.goto(`${baseUrl}/admin/console-log`);
    await page.getByRole('heading', { name: 'Activity Log', level: 1 }).waitFor();
    await page.getByLabel('User', { exact: true }).fill(frontDesk.admin.username);
    const row = page.getByRole('row').filter({ hasText: `/api/admin/sales/${String(sale.saleId)}/refunds` });
    // The record reaches the log through the event bus: apply the filter until it has arrived.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Apply filters' }).click();
        return row.count();
      }, { message: 'the refund in the front desk member’s activity' })
      .toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(frontDesk.admin.username);
    expect(text).toContain(`approved by ${manager.admin.username}`);
  });
});
