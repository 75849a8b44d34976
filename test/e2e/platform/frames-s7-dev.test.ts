// /register-device, /account/mail-in-orders, /site-functionality and /customer-map paint their frame
// from the HTML (decision 222): heading and fixed text before any script runs, nothing about the
// person, and the page takes the frame's place without a shift; the largest paint is the first one.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { createVerifiedAccount, newPerson } from '../accounts/accounts-e2e';
import { sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { paintsOf, recordPaints } from '../support/paints';
import { addSignedInSession } from '../support/signed-in-session';

const baseUrl = inject('baseUrl');

const frames = [
  {
    path: '/register-device',
    fixed: ['Register a device</h1>', 'its repairs and warranty stay together in your account', 'Type of device', 'Dial *#06# on a phone to see it.', 'Register device'],
    // Drawn by the page once it is known who is signed in.
    notYet: [],
  },
  {
    path: '/account/mail-in-orders',
    fixed: ['Mail-in orders</h1>', 'Devices you send us by post, and where each one is.', 'Send a device by post', 'Loading your orders'],
    notYet: ['No mail-in orders yet.', 'Could not load your orders'],
  },
  {
    path: '/site-functionality',
    fixed: ['What is open</h1>', 'The services you can use right now, and the shop&#x27;s hours.', 'Loading what is open'],
    // The footer has its own "Opening hours"; the page's sections come with the status.
    notYet: ['The shop today', 'id="services-title"', 'id="week-title"'],
  },
  {
    path: '/customer-map',
    fixed: ['Find the shop</h1>', 'Directions open in your map app. Choose the app you use', 'Loading the directions'],
    notYet: ['address on file', 'id="directions-title"', 'By bus or train'],
  },
] as const;

describe('the frames of /register-device, /account/mail-in-orders, /site-functionality and /customer-map', () => {
  it.for(frames)('sends $path its frame in the HTML, the same for everyone and nothing about a person', async ({ path, fixed, notYet }) => {
    const person = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(person.username, person.password);

    const visitor = await (await fetch(`${baseUrl}${path}`)).text();
    const signedIn = await (await fetch(`${baseUrl}${path}`, { headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } })).text();

    expect(signedIn).toBe(visitor);
    // Named, so a failure says which text rather than printing the page.
    for (const text of fixed) expect(visitor.includes(text), text).toBe(true);
    for (const text of notYet) expect(visitor.includes(text), text).toBe(false);
    expect(visitor).not.toContain(person.username);
    expect(visitor).not.toContain(person.firstName);
    expect(visitor).not.toContain('Signed in as');
    // Nothing typed or tapped before the app has the page can be lost: no form submits.
    expect(visitor).not.toContain('<form');
  });

  it('sends /register-device its form fields disabled, to be enabled by the page', async () => {
    const html = await (await fetch(`${baseUrl}/register-device`)).text();

    expect(html).toContain('<fieldset disabled=""');
  });
});

describe('a signed-in customer on those pages', () => {
  it.override('viewportWidth', 412);

  const loaded: Record<(typeof frames)[number]['path'], (page: Page) => Promise<unknown>> = {
    '/register-device': (page) => expect.poll(() => page.getByLabel('Make').isEnabled()).toBe(true),
    '/account/mail-in-orders': (page) => page.getByText('No mail-in orders yet.').waitFor(),
    '/site-functionality': (page) => page.getByTestId('opening-today').waitFor(),
    '/customer-map': (page) => page.getByTestId('directions-from').waitFor(),
  };

  it.for(frames)('sees $path replace its frame without a shift, its largest paint the first', async ({ path }, { context, page }) => {
    const person = await createVerifiedAccount(newPerson());
    await addSignedInSession(context, baseUrl, await sessionCookie(person.username, person.password));
    await recordPaints(page);

    await page.goto(`${baseUrl}${path}`);
    await loaded[path](page);
    const result = await paintsOf(page);

    expect(new URL(page.url()).pathname).toBe(path);
    expect(result.cls).toBeLessThanOrEqual(0.02);
    expect(result.fcp).toBeGreaterThan(0);
    // No later text outgrew the frame's: the largest paint is the first paint, from the HTML.
    expect(result.lcp!.startTime, `largest paint "${result.lcp!.text}" at ${result.lcp!.startTime} ms, first paint at ${result.fcp} ms`).toBeLessThanOrEqual(result.fcp! + 1);
    expect(result.lcp!.text).not.toBe('');
  });
});

describe('a visitor on those pages', () => {
  it.override('viewportWidth', 412);

  it.for(frames)('is sent from $path to the sign-in form, which takes the frame\'s place without a shift', async ({ path }, { page }) => {
    await recordPaints(page);

    await page.goto(`${baseUrl}${path}`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();

    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(path);
    expect((await paintsOf(page)).cls).toBeLessThanOrEqual(0.02);
  });
});
