// Issue 10: pages about one person's data paint their frame at once and never shift when the data
// arrives (CLS <= 0.02). Measured as the browser reports it (layout-shift entries, none after input),
// at a phone's width, where the header's account menu and the page's sections stack.
import { describe, expect, inject } from 'vitest';
import { createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';
import { sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { paintsOf, recordPaints } from '../support/paints';
import { addSignedInSession } from '../support/signed-in-session';

const baseUrl = inject('baseUrl');

describe('layout shift on pages filled in on the client', () => {
  it.override('viewportWidth', 412);

  it('stays within 0.02 on the signed-in pages as the user and their data arrive', async ({ context, page }) => {
    const person = await createVerifiedAccount(newPerson());
    await addSignedInSession(context, baseUrl, await sessionCookie(person.username, person.password));
    await recordPaints(page);

    for (const path of ['/dashboard', '/profile', '/repairs']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      expect(new URL(page.url()).pathname).toBe(path);
      expect((await paintsOf(page)).cls).toBeLessThanOrEqual(0.02);
    }
  });

  // Each draws its frame from the HTML (decisions 204, 214), which the sign-in form then replaces.
  it.for(['/dashboard', '/profile', '/repairs'])('stays within 0.02 when a visitor is sent from %s to the sign-in form', async (path, { page }) => {
    await recordPaints(page);

    await page.goto(`${baseUrl}${path}`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();

    expect((await paintsOf(page)).cls).toBeLessThanOrEqual(0.02);
  });
});
