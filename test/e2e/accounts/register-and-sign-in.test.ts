// Issue 3's journey in Chromium: register through the form, follow the emailed link, sign in, see the
// profile dropdown with the username, sign out; and issue 18's phone step right after registering.
import { describe, expect, inject } from 'vitest';
import { readSmsOutbox } from '../../../functions/sms/outbox-sms-transport';
import { axeViolations } from '../../support/axe';
import { pageErrors } from '../../support/browser';
import { browserTest as it } from '../support/browser-test';
import { accountMenu, baseUrl, fillRegistration, linkOf, newPerson, submitLogin, toastTitled, waitForEmail } from './accounts-e2e';

describe('registering, verifying and signing in', () => {
  it('takes a new customer from the register tab to a signed-in session and back out', async ({ page }) => {
    const person = newPerson();
    await page.goto(`${baseUrl}/auth?tab=register`);

    await fillRegistration(page, person);
    await expect.poll(() => page.getByText('Username is available').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect.poll(() => toastTitled(page, 'Registration Successful').isVisible()).toBe(true);
    await expect.poll(() => toastTitled(page, 'Registration Successful').textContent()).toContain('Redirecting to login in 5 seconds');
    // After 5 s the login tab opens with the email filled in.
    await page.waitForURL((url) => url.searchParams.get('tab') === 'login', { timeout: 10_000 });
    expect(await page.getByLabel('Phone number, username, or email').inputValue()).toBe(person.email);

    const verification = await waitForEmail(person.email, 'verify-email');
    await page.goto(linkOf(verification));
    await expect.poll(() => page.getByText('Your email address is verified. You can now sign in.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await page.getByLabel('Phone number, username, or email').inputValue()).toBe(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect.poll(() => toastTitled(page, 'Login successful').textContent()).toContain(`Welcome back, ${person.firstName}!`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await accountMenu(page, person).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByText(person.username, { exact: true }).isVisible()).toBe(true);

    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect.poll(() => toastTitled(page, 'Logged out successfully').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  });

  it('answers a link that matches nothing with the reason and a way to a new link, without a console error', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`${baseUrl}/verify-email/sample`);

    await expect.poll(() => page.getByText('This verification link is invalid or has expired.').isVisible()).toBe(true);
    expect(await page.getByText('We could not verify your email').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send a new verification link' }).isVisible()).toBe(true);
    // The check answered 200 with verified false (decision 215): the browser logs no failed request.
    expect(errors).toEqual([]);
  });

  it('sends an unverified account to /email-verification-required, where a new link can be sent', async ({ page }) => {
    const person = newPerson();
    await page.goto(`${baseUrl}/auth?tab=register`);
    await fillRegistration(page, person);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toastTitled(page, 'Registration Successful').isVisible()).toBe(true);
    const first = await waitForEmail(person.email, 'verify-email');

    await page.goto(`${baseUrl}/auth`);
    await submitLogin(page, person.username, person.password);

    await page.waitForURL((url) => url.pathname === '/email-verification-required');
    expect(new URL(page.url()).searchParams.get('email')).toBe(person.email);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(person.email);
    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    await expect
      .poll(() => page.getByText('If an account with that email address still needs verifying, we have sent a new verification link.').isVisible())
      .toBe(true);
    const second = await waitForEmail(person.email, 'verify-email', { after: first.id });
    expect(linkOf(second)).not.toBe(linkOf(first));
  });

  it('proves the phone right after registering, then goes to returnTo after signing in by it', async ({ page }) => {
    const person = newPerson();
    await page.goto(`${baseUrl}/auth?tab=register`);
    await fillRegistration(page, person);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The optional phone step under "Check your email" (decision 052): a texted code proves the number.
    const step = page.getByRole('region', { name: 'Verify your mobile number (optional)' });
    await expect.poll(() => toastTitled(page, 'Registration Successful').textContent()).toContain('Redirecting to login in 5 seconds');
    await step.getByRole('button', { name: 'Text me a code' }).click();
    // Starting the step stops the redirect, and the toast stops announcing it (decision 206).
    await expect.poll(() => toastTitled(page, 'Staying on this page').textContent()).toContain('enter the code we text you');
    expect(await page.getByRole('region', { name: /Notifications/ }).textContent()).not.toContain('Redirecting');
    const to = `+44${person.phone.slice(1)}`;
    const textedCode = async () =>
      /\d{6}/.exec((await readSmsOutbox(inject('outboxDir'))).filter((sms) => sms.to === to && sms.kind === 'phone-verification').at(-1)?.text ?? '')?.[0];
    await expect.poll(textedCode, { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await step.getByLabel('Code from the text').fill((await textedCode())!);
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText('Your mobile number is verified.').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('register');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(linkOf(await waitForEmail(person.email, 'verify-email')));
    await expect.poll(() => page.getByText('Email verified').isVisible()).toBe(true);

    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === '/profile');
    await submitLogin(page, person.phone, person.password);

    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Profile' }).isVisible()).toBe(true);
    await page.goto(`${baseUrl}/auth?returnTo=%2Fcustomer-details`);
    await page.waitForURL((url) => url.pathname === '/customer-details');
    await expect.poll(() => page.getByRole('heading', { name: 'My Account' }).isVisible()).toBe(true);
  });
});
