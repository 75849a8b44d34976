// The job sheet's status changes by keys alone (issue 32, item 12; decision 250): Tab to a move and
// press Enter, focus staying on the new status rather than falling to the page's top; closing a job
// asks first in a dialog that holds focus, gives it back to its button on Esc, and closes it on Enter.
import { describe, expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { focused, focusedAs, tabTo } from '../support/keyboard';
import { adminBrowserTest as it, openWalkInJob } from './admin-repairs-e2e';

const poll = { timeout: 10_000 };

describe('the job sheet by keyboard', () => {
  it('moves a job on with Enter, and closes it only after the dialog is answered', async ({ page, session }) => {
    const job = await openWalkInJob(session);
    await page.goto(`${baseUrl}/admin/job/${job.qrCode}`);
    await page.getByRole('heading', { level: 1, name: `Job ${job.jobNumber}` }).waitFor();
    const moves = page.getByRole('group', { name: 'Move to' });
    await expect.poll(() => moves.getByRole('button').count(), poll).toBeGreaterThan(0);

    await tabTo(page, 'Diagnosing', { max: 150 });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedAs(page), poll).toBe('p: Diagnosing');
    expect((await focused(page)).ringed).toBe(true);
    // Its toast is a Radix layer too: one shown after the dialog opened would take the dialog's Esc
    // (the toaster's chunk loads with the first toast, late on a busy machine).
    await page.getByText('Moved to Diagnosing').first().waitFor();

    // The next Tab goes on into the panel: the message, then the moves from the new status.
    await tabTo(page, /^Message to the customer/, { max: 2 });
    await page.keyboard.type('We have found the fault.');
    await tabTo(page, 'Cancelled');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Move job ${job.jobNumber} to Cancelled?` });
    await dialog.waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    // Focus stays in the dialog however far Tab goes, both ways.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect([now.inDialog, now.ringed], `${key}: ${now.name}`).toEqual([true, true]);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), poll).toBe(0);
    // Radix gives focus back a task after the dialog has gone.
    await expect.poll(() => focusedAs(page), poll).toBe('button: Cancelled');
    expect(String((await session.call('GET', `/api/admin/jobs/${job.qrCode}`)).status)).toBe('Diagnosing');

    await tabTo(page, 'In repair', { back: true });
    await page.keyboard.press('Enter');
    // The button pressed keeps focus until the move is made; then the new status has it.
    await expect.poll(() => focusedAs(page), poll).toBe('p: In repair');
    expect(String((await session.call('GET', `/api/admin/jobs/${job.qrCode}`)).status)).toBe('In repair');

    // Closing it: the dialog's confirm button, reached by Tab, moves it.
    await tabTo(page, 'Unrepairable / returned');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Move job ${job.jobNumber} to Unrepairable / returned?` }).waitFor();
    await tabTo(page, 'Move to Unrepairable / returned', { max: 4 });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedAs(page), poll).toBe('p: Unrepairable / returned');
    await page.getByText('This job is closed: its status can no longer change.').waitFor();
    expect(String((await session.call('GET', `/api/admin/jobs/${job.qrCode}`)).status)).toBe('Unrepairable / returned');
  });
});
