// Clocking in and out in Chromium (decision 260): the technician clocks in and out from the admin
// header, and the shift is on their week's timesheet.
import { describe, expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { browserTest as it } from '../support/browser-test';

describe('clocking in and out', () => {
  it('puts the shift the technician clocked in and out of on their timesheet', async ({ page }) => {
    const technician = await adminSession('technician');
    await signInAsAdmin(page, technician);
    await page.goto(`${baseUrl}/admin`);

    await page.getByRole('button', { name: 'Clock in' }).click();
    const clockOut = page.getByRole('button', { name: /^Clock out \(clocked in at \d{2}:\d{2}\)$/ });
    await expect.poll(() => clockOut.isVisible()).toBe(true);
    const since = /at (\d{2}:\d{2})/.exec((await clockOut.getAttribute('aria-label')) ?? '')![1]!;
    // The state is the server's: a new page still shows the member clocked in.
    await page.reload();
    await expect.poll(() => clockOut.isVisible()).toBe(true);
    await clockOut.click();
    await expect.poll(() => page.getByRole('button', { name: 'Clock in' }).isVisible()).toBe(true);

    await page.goto(`${baseUrl}/admin/timesheets`);
    await expect.poll(() => page.getByRole('heading', { name: 'Timesheets', level: 1 }).isVisible()).toBe(true);
    const row = page.getByTestId(`timesheet-${technician.admin.userId}`);
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('rowheader').textContent()).toBe(`${technician.admin.firstName} ${technician.admin.lastName.slice(0, 1)}.`);
    const shifts = page.getByRole('region', { name: `Shifts of ${technician.admin.firstName} ${technician.admin.lastName.slice(0, 1)}.` });
    expect(await shifts.textContent()).toContain(`${since} to `);
    // A technician sees only their own week and cannot correct it.
    expect(await page.getByRole('button', { name: /^Correct the shift/ }).count()).toBe(0);
  });
});
