// My Account and two-factor setup paint their frame from the HTML (decision 221): the shell is the
// same for everyone and says nothing about a person, its fixed sentence is the largest text at the
// first paint (so the LCP is the first paint), and the page replaces the frame without a shift.
import { describe, expect, inject } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { pageErrors } from '../../support/browser';
import { createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';
import { sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { paintsOf, recordPaints } from '../support/paints';
import { addSignedInSession } from '../support/signed-in-session';

const baseUrl = inject('baseUrl');

const MY_ACCOUNT_INTRO = 'What we hold about you, your card at the shop, your family group and the devices you are signed in on';
const TWO_FACTOR_INTRO = 'With two-factor on, signing in needs a 6-digit code from an app on your phone';

describe('My Account and two-factor setup frames', () => {
  it.override('viewportWidth', 412);

  it.for([
    ['/customer-details', 'My Account</h1>', MY_ACCOUNT_INTRO, ['Account details</h2>', 'Your card at the shop</h2>', 'Change password', 'Family group</h2>']],
    ['/2fa-setup', 'Two-factor authentication</h1>', TWO_FACTOR_INTRO, ['Back to']],
  ] as const)('sends %s its frame: the same HTML for everyone, its heading and fixed text, nothing about the person', async ([path, heading, intro, fixed]) => {
    const person = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(person.username, person.password);

    const visitor = await (await fetch(`${baseUrl}${path}`)).text();
    const signedIn = await (await fetch(`${baseUrl}${path}`, { headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } })).text();

    expect(signedIn).toBe(visitor);
    expect(visitor).toContain(heading);
    expect(visitor).toContain(intro);
    for (const text of fixed) expect(visitor).toContain(text);
    for (const detail of [person.username, person.email, person.phone, person.firstName]) expect(visitor).not.toContain(detail);
    // No form a tap before the app runs could submit; the change buttons wait, disabled.
    expect(visitor).not.toContain('<form');
    expect(visitor).not.toContain('Set up two-factor</button>');
    if (path === '/customer-details') expect(visitor).toContain('<fieldset disabled=""');
  });

  it('paints My Account from the HTML: the sentence is the LCP at the first paint, and the details fill in without a shift', async ({ context, page }) => {
    const person = await createVerifiedAccount(newPerson());
    await addSignedInSession(context, baseUrl, await sessionCookie(person.username, person.password));
    const errors = pageErrors(page);
    await recordPaints(page);

    await page.goto(`${baseUrl}/customer-details`);
    await page.getByText(person.username, { exact: true }).waitFor();
    // The change buttons work once the page has taken the frame's place.
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('button[aria-expanded="true"] + div form').waitFor();

    const result = await paintsOf(page);
    expect(result.lcp?.text).toContain(MY_ACCOUNT_INTRO);
    expect(result.lcp?.startTime).toBe(result.fcp);
    expect(result.cls).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  it('paints two-factor setup from the HTML: the sentence is the LCP at the first paint, and the setup button arrives without a shift', async ({ context, page }) => {
    const person = await createVerifiedAccount(newPerson());
    await addSignedInSession(context, baseUrl, await sessionCookie(person.username, person.password));
    const errors = pageErrors(page);
    await recordPaints(page);

    await page.goto(`${baseUrl}/2fa-setup`);
    await page.getByRole('button', { name: 'Set up two-factor' }).waitFor();

    const result = await paintsOf(page);
    expect(result.lcp?.text).toContain(TWO_FACTOR_INTRO);
    expect(result.lcp?.startTime).toBe(result.fcp);
    expect(result.cls).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  // The frame, which the sign-in form then replaces.
  it.for(['/customer-details', '/2fa-setup'])('stays within 0.02 when a visitor is sent from %s to the sign-in form', async (path, { page }) => {
    await recordPaints(page);

    await page.goto(`${baseUrl}${path}`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();

    expect((await paintsOf(page)).cls).toBeLessThanOrEqual(0.02);
  });
});
