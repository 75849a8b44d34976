// Issue 11, item 1 in Chromium: the local server is reached as http://127.0.0.1:<port> as well as
// http://localhost:<port> (decision 114). Signing in works at the other address too, and a request
// from a foreign origin is still refused as cross-site.
import { describe, expect } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/api/csrf';
import { accountMenu, baseUrl, createVerifiedAccount, submitLogin } from '../accounts/accounts-e2e';
import { browserTest as it } from '../support/browser-test';

const loopbackUrl = baseUrl.replace('//localhost:', '//127.0.0.1:');

describe('the local server under another name', () => {
  it('signs a customer in when the site is opened by 127.0.0.1', async ({ page }) => {
    expect(loopbackUrl).not.toBe(baseUrl);
    const person = await createVerifiedAccount();

    await page.goto(`${loopbackUrl}/auth`);
    await submitLogin(page, person.email, person.password);

    await accountMenu(page, person).waitFor();
    expect(new URL(page.url()).host).toBe(new URL(loopbackUrl).host);
  });

  it('still refuses a sign-in posted from a foreign origin', async () => {
    const person = await createVerifiedAccount();
    const response = await fetch(`${loopbackUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://evil.example' },
      body: JSON.stringify({ username: person.email, password: person.password }),
    });

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Request blocked: cross-site request' });
  });
});
