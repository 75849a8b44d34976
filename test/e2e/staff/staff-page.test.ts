// The Staff page in Chromium (issue 28, decisions 256-259): with "Require two-factor sign-in for staff"
// on, the owner invites a technician from /admin/staff; the technician opens the 'staff-invitation'
// email's link, chooses a password, is sent to set up two-factor (and back there from an admin page), lands in the admin area and is not
// allowed the profit and loss; the owner suspends them from the page and their open session is signed
// out on its next request. The rule is turned off again at the end (the stack is shared).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { totpCodeAt } from '../../../functions/accounts/totp';
import { baseUrl, linkOf, newPage, newPerson, toastTitled, waitForEmail } from '../accounts/accounts-e2e';
import { adminSession, signInAsAdmin, type AdminSession } from '../admin-repairs/admin-repairs-e2e';
import { browserTest as it } from '../support/browser-test';

const poll = { timeout: 15_000 };

/** The owner turns two-factor on through the API: with the rule on, the owner needs it too. */
async function turnOnTwoFactor(owner: AdminSession): Promise<void> {
  const { secret } = (await owner.call('POST', '/api/2fa/setup')) as { secret: string };
  await owner.call('POST', '/api/2fa/enable', { code: totpCodeAt(secret, new Date()), password: owner.admin.password });
}

const requireTwoFactor = (owner: AdminSession, on: boolean) => owner.call('PUT', '/api/admin/settings', { section: 'staff', value: { requireTwoFactor: on } });

async function visibleHeading(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible(), poll).toBe(true);
}

describe('the Staff page', () => {
  it('invites a technician who sets a password and two-factor, is refused the profit and loss, and is signed out once suspended', async ({ page, browser }) => {
    const owner = await adminSession();
    await turnOnTwoFactor(owner);
    await requireTwoFactor(owner, true);
    const invitee = newPerson({ firstName: 'Ciarán', lastName: 'Doherty' });
    const { context: inviteeContext, page: inviteePage } = await newPage(browser);
    try {
      // The owner invites them from the page.
      await signInAsAdmin(page, owner);
      await page.goto(`${baseUrl}/admin/staff`);
      await visibleHeading(page, 'Staff');
      const form = page.getByRole('form', { name: 'Invite a member of staff' });
      await form.getByLabel('First name').fill(invitee.firstName);
      await form.getByLabel('Last name').fill(invitee.lastName);
      await form.getByLabel('Email').fill(invitee.email);
      await form.getByRole('radio', { name: 'Technician' }).check();
      await form.getByRole('button', { name: 'Send invitation' }).click();
      const pending = page.getByRole('listitem', { name: 'Ciarán Doherty' });
      await expect.poll(() => pending.textContent(), poll).toContain(invitee.email);

      // They open the emailed link and choose their password.
      const email = await waitForEmail(invitee.email, 'staff-invitation');
      await inviteePage.goto(linkOf(email));
      await visibleHeading(inviteePage, 'Join the staff');
      const accept = inviteePage.getByRole('form', { name: 'Create your staff account' });
      await expect.poll(() => accept.isVisible(), poll).toBe(true);
      expect(await accept.textContent()).toContain('to join its staff as Technician');
      expect(await accept.textContent()).toMatch(/\S+ \S+ has invited you \(/);
      await accept.getByRole('textbox', { name: /^Username/ }).fill(invitee.username);
      await accept.getByLabel('Phone number').fill(invitee.phone);
      await accept.getByLabel('Password', { exact: true }).fill(invitee.password);
      await accept.getByLabel('Confirm password').fill(invitee.password);
      await accept.getByRole('button', { name: 'Create my staff account' }).click();

      // The shop requires two-factor: they set it up before any admin page.
      await inviteePage.waitForURL((url) => url.pathname === '/2fa-setup', poll);
      // An admin page meanwhile sends them back, saying why.
      await inviteePage.goto(`${baseUrl}/admin`);
      await inviteePage.waitForURL((url) => url.pathname === '/2fa-setup', poll);
      await expect.poll(() => toastTitled(inviteePage, 'Set up two-factor sign-in').textContent(), poll).toContain('The shop requires two-factor sign-in for staff.');
      await inviteePage.getByRole('button', { name: 'Set up two-factor' }).click();
      const key = ((await inviteePage.getByLabel('Key to type into your app').textContent()) ?? '').replace(/\s/g, '');
      await inviteePage.getByLabel('Code from the app').fill(totpCodeAt(key, new Date()));
      await inviteePage.getByLabel('Current password').fill(invitee.password);
      await inviteePage.getByRole('button', { name: 'Turn on two-factor' }).click();
      await inviteePage.getByRole('checkbox', { name: 'I have saved my recovery codes somewhere safe' }).check();
      await inviteePage.getByRole('button', { name: 'Done' }).click();
      await inviteePage.waitForURL((url) => url.pathname === '/admin', poll);
      await visibleHeading(inviteePage, 'Workshop');

      await inviteePage.goto(`${baseUrl}/admin/profit-loss`);
      await visibleHeading(inviteePage, 'Not allowed for your role');

      // The owner sees them as a technician with two-factor on, and suspends them.
      await page.reload();
      const row = page.getByRole('row', { name: 'Ciarán Doherty' });
      await expect.poll(() => row.textContent(), poll).toContain('Technician');
      expect(await row.getByRole('cell').nth(3).textContent()).toBe('On');
      await row.getByRole('button', { name: 'Suspend' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
      await expect.poll(() => row.getByRole('cell').nth(4).textContent(), poll).toBe('Suspended');

      // Their open session ends on its next request.
      await inviteePage.goto(`${baseUrl}/admin`);
      await inviteePage.waitForURL((url) => url.pathname === '/auth', poll);
    } finally {
      await requireTwoFactor(owner, false);
      await inviteeContext.close();
    }
  });
});
