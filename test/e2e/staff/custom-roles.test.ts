// The role editor in Chromium (issue 28, decision 265): the owner makes a custom role at /admin/roles
// with a switch per permission; a member given it sees only the admin pages it allows and gets the
// "Not allowed for your role" page elsewhere.
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { axeViolations } from '../../support/axe';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin } from '../admin-repairs/admin-repairs-e2e';
import { browserTest as it } from '../support/browser-test';

const linkTexts = (page: import('playwright-core').Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));

describe('custom staff roles', () => {
  it('the owner creates a role in the editor, and a member with it sees only what it allows', async ({ page }) => {
    const owner = await adminSession();
    const name = `Counter viewer ${randomUUID().slice(0, 8)}`;
    await signInAsAdmin(page, owner);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Staff roles' }).click();
    await page.getByRole('heading', { name: 'Staff roles', level: 1 }).waitFor();
    await page.getByRole('switch', { name: /^Use the admin area/ }).waitFor();
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.getByRole('textbox', { name: 'Role name' }).fill(name);
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect.poll(() => page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
    await page.getByRole('switch', { name: /^View jobs/ }).check();
    await page.getByRole('switch', { name: /^View customers/ }).check();
    expect(await page.getByRole('switch', { name: /^Use the admin area/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect.poll(() => page.getByText(`${name} saved`).isVisible()).toBe(true);

    const { roles } = (await owner.call('GET', '/api/admin/roles')) as { roles: { id: string; name: string; permissions: string[] }[] };
    const role = roles.find((each) => each.name === name)!;
    expect(role.permissions).toEqual(['admin.use', 'jobs.view', 'customers.view']);

    await page.context().clearCookies();
    await signInAsAdmin(page, await adminSession(role.id));
    await page.goto(`${baseUrl}/admin/jobs`);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    const links = await linkTexts(page, 'nav[aria-label="Admin"] a');
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Customers', 'Jobs']));
    for (const hidden of ['Inventory', 'Reports', 'Till System', 'Family Groups', 'Site Functions']) expect(links).not.toContain(hidden);
    expect(await page.getByRole('heading', { name: 'Not allowed for your role' }).count()).toBe(0);

    await page.goto(`${baseUrl}/admin`);
    const pages = page.getByRole('navigation', { name: 'Admin pages' });
    await pages.getByRole('link', { name: 'Jobs' }).waitFor();
    const dashboardLinks = await linkTexts(page, 'nav[aria-label="Admin pages"] a');
    expect(dashboardLinks).toEqual(expect.arrayContaining(['Jobs', 'Customers', 'Workshop board']));
    for (const hidden of ['New job', 'Reports', 'Profit and loss', 'Suppliers', 'Console log', 'Staff roles']) expect(dashboardLinks).not.toContain(hidden);

    for (const path of ['/admin/till', '/admin/roles']) {
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Not allowed for your role' }).isVisible()).toBe(true);
    }
  });
});
