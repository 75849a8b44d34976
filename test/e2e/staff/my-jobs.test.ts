// "My jobs" in Chromium (decision 261): a technician's dashboard starts with the jobs assigned to
// them, soonest due first, and their running timer; the owner assigns from the job sheet's picker.
import { describe, expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, openWalkInJob, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { browserTest as it } from '../support/browser-test';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('My jobs', () => {
  it('shows the technician the jobs assigned to them first on the dashboard, soonest due first, with their timer', async ({ page }) => {
    const owner = await adminSession();
    const technician = await adminSession('technician');
    const later = await openWalkInJob(owner);
    const sooner = await openWalkInJob(owner);
    await owner.call('PATCH', `/api/admin/jobs/${later.qrCode}`, { promisedAt: inDays(4) });
    await owner.call('PATCH', `/api/admin/jobs/${sooner.qrCode}`, { promisedAt: inDays(1) });
    await owner.call('PUT', `/api/admin/jobs/${later.qrCode}/assignee`, { userId: technician.admin.userId });

    // The owner assigns the other on its job sheet, from the active staff.
    await signInAsAdmin(page, owner);
    await page.goto(`${baseUrl}/admin/job/${sooner.qrCode}`);
    const picker = page.getByLabel('Member of staff');
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(1);
    await picker.selectOption(technician.admin.userId);
    await page.getByRole('button', { name: 'Assign' }).click();
    const technicianName = `${technician.admin.firstName} ${technician.admin.lastName}`;
    await expect.poll(() => page.getByTestId('assigned-to').textContent()).toBe(technicianName);
    await technician.call('POST', `/api/admin/jobs/${sooner.qrCode}/timer/start`);

    await page.context().clearCookies();
    await signInAsAdmin(page, technician);
    await page.goto(`${baseUrl}/admin`);
    const myJobs = page.getByRole('list', { name: 'My jobs' });
    await expect.poll(() => myJobs.isVisible()).toBe(true);
    // First on the page: the first section heading is "My jobs".
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()).toBe('My jobs');
    const numbers = await myJobs.locator('li .font-mono').allTextContents();
    expect(numbers).toEqual([sooner.jobNumber, later.jobNumber]);
    expect(await page.getByTestId('my-running-timer').textContent()).toContain(`Your timer is running on ${sooner.jobNumber}`);
    // A technician has no picker: jobs.assign is not theirs.
    await page.goto(`${baseUrl}/admin/job/${later.qrCode}`);
    await expect.poll(() => page.getByTestId('assigned-to').textContent()).toBe(technicianName);
    expect(await page.getByLabel('Member of staff').count()).toBe(0);
  });
});
