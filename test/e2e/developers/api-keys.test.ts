// /admin/developers/keys in Chromium (issue 31, decision 274): the owner makes a key, sees its secret
// once, the tool's call with it works; once revoked from the page, the same call is refused.
import { describe, expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { axeViolations } from '../../support/axe';
import { browserTest as it } from '../support/browser-test';

/** The tool's side: GET /api/admin/jobs with the key and nothing else. */
const callWithKey = (secret: string) => fetch(`${baseUrl}/api/admin/jobs`, { headers: { authorization: `Bearer ${secret}` } });

describe('/admin/developers/keys', () => {
  it('makes a key, shows its secret once, and revokes it', async ({ page }) => {
    await signInAsAdmin(page, await adminSession());
    await page.goto(`${baseUrl}/admin/developers/keys`);
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    const name = `Accounts spreadsheet ${Date.now()}`;

    await page.getByLabel('Key name').fill(name);
    expect(await page.getByRole('checkbox', { name: /View jobs/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Refund/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Create key' }).click();

    const secretField = page.getByLabel('New API key');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^drs_[0-9A-Z]{26}_[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(page)).toEqual([]);
    expect((await callWithKey(secret)).status).toBe(200);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.textContent()).toContain('Active');
    expect(await page.content()).not.toContain(secret);
    expect(await row.textContent()).toContain(secret.slice(0, 31));

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    const refused = await callWithKey(secret);
    expect(refused.status).toBe(401);
  });

  it('is not for a manager: the not-allowed page', async ({ page }) => {
    await signInAsAdmin(page, await adminSession('manager'));
    await page.goto(`${baseUrl}/admin/developers/keys`);
    await expect.poll(() => page.getByRole('heading', { name: 'Not allowed for your role' }).isVisible()).toBe(true);
  });
});
