// /mail-in-repair/order/{id}, /account/mail-in-orders/{id} and /edit-device/{id} paint their frame from
// the HTML (decision 226): one file for every order or device, the same for everyone, with the fixed
// header and sentence and nothing about the person or the order; signed in at a phone's width, the
// sentence is the LCP and the page takes the frame's place with its header and sections where the
// frame drew them, with a name on two lines, with no warranty and with one.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/api/signed-in-hint';
import { routes } from '../../../shared/api/manifest';
import { createVerifiedAccount, newPerson, type Person } from '../accounts/accounts-e2e';
import { apiAs, claim, counter, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { paintsOf, recordPaints } from '../support/paints';
import { addSignedInSession } from '../support/signed-in-session';

const baseUrl = inject('baseUrl');

const ORDER_INTRO = 'How to pack and post your device to us, then the repair we open when it arrives and how it comes back to you.';
const DEVICE_INTRO = "Correct your device's details if anything has changed, and see each repair we have done on it with its warranty.";

interface Owner {
  person: Person;
  cookie: string;
  reference: string;
  /** Registered by the customer: no repair, so no warranty; its name takes two lines on a phone. */
  longName: { qrCode: string; name: string };
}

/** Made by the first test that asks (creating an account waits for its email, which needs a test). */
let made: Promise<Owner> | undefined;

function theOwner(): Promise<Owner> {
  made ??= (async () => {
    const person = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(person.username, person.password);
    const order = (await apiAs(cookie, 'POST', pathOf(routes.createMailInOrder), {
      device: { make: 'Google', model: 'Pixel 8', type: 'phone' },
      problem: 'Battery drains within two hours',
      returnAddress: { name: `${person.firstName} ${person.lastName}`, line1: '1 Frame Lane', city: 'Lisburn', postcode: 'BT27 4AA' },
    })) as { order: { reference: string } };
    const device = await apiAs(cookie, 'POST', pathOf(routes.registerDevice), { make: 'Samsung', model: 'Galaxy S24 Ultra', type: 'phone' });
    return { person, cookie, reference: order.order.reference, longName: { qrCode: String(device.qrCode), name: 'Samsung Galaxy S24 Ultra' } };
  })();
  return made;
}

/** Where the header ends and each part after it starts: the same in the frame and in the page when nothing moves. */
async function layoutOf(page: Page, article: string): Promise<number[]> {
  return page.evaluate((selector) => {
    const parts = [...(document.querySelector(selector)?.children ?? [])];
    return [parts[0]!.getBoundingClientRect().bottom, ...parts.slice(1).map((part) => part.getBoundingClientRect().top)].map(Math.round);
  }, article);
}

/**
 * Opens `path` with the page's data held back, reads the frame's layout, lets the data through and
 * reads the page's: the frame stays on screen until the app has drawn it, whatever the timing.
 */
async function frameThenPage(page: Page, path: string, api: string, article: string, loaded: () => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) =>
    void page.route(`${baseUrl}${api}`, async (route) => {
      resolve();
      await held;
      await route.continue();
    }),
  );
  const user = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.goto(`${baseUrl}${path}`);
  await asked;
  await user;
  // The guard knows the user; the page, still without its data, draws the frame where the HTML did.
  await page.waitForTimeout(500);
  const frame = await layoutOf(page, article);
  const frameTitle = await page.title();
  release();
  await loaded();
  return { frame, frameTitle, loaded: await layoutOf(page, article), paints: await paintsOf(page) };
}

describe('the frames of a mail-in order and of a device (decision 226)', () => {
  it('sends each its frame in the HTML, the same for a visitor and the signed-in owner, with nothing about them, the order or the device', async () => {
    const { person, cookie, reference, longName } = await theOwner();
    const cases = [
      { path: `/mail-in-repair/order/${reference}`, fixed: ['Mail-in order</p>', '>Order <', ORDER_INTRO, 'Loading your order'], secret: [reference, 'Pixel 8', 'Frame Lane'] },
      { path: `/account/mail-in-orders/${reference}`, fixed: ['Mail-in order</p>', '>Order <', ORDER_INTRO, 'Loading your order'], secret: [reference, 'Pixel 8', 'Frame Lane'] },
      {
        path: `/edit-device/${longName.qrCode}`,
        fixed: ['Your device</p>', DEVICE_INTRO, 'Details</h2>', 'Repair history</h2>', 'Loading your device', '<fieldset disabled=""', 'Save changes'],
        secret: [longName.qrCode, 'Galaxy S24'],
      },
    ];

    for (const { path, fixed, secret } of cases) {
      const visitor = (await (await fetch(`${baseUrl}${path}`)).text()).replaceAll('&#x27;', "'");
      const signedIn = (await (await fetch(`${baseUrl}${path}`, { headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` } })).text()).replaceAll('&#x27;', "'");

      expect(signedIn, path).toBe(visitor);
      for (const text of fixed) expect(visitor.includes(text), `${path}: ${text}`).toBe(true);
      for (const text of [...secret, person.username, person.firstName]) expect(visitor.includes(text), `${path}: ${text}`).toBe(false);
      expect(visitor, path).toContain('role="status"');
      expect(visitor, path).not.toContain('<form');
      // What the order's state decides comes from the app.
      expect(visitor, path).not.toContain('Send your device to us');
    }
  });
});

describe('the owner on a phone', () => {
  it.override('viewportWidth', 412);

  it.for(['/mail-in-repair/order', '/account/mail-in-orders'])(
    'sees %s/{id} of an order awaiting the device replace its frame with the header and the packing steps where the frame drew them, the sentence the LCP',
    async (base, { context, page }) => {
      const owner = await theOwner();
      await addSignedInSession(context, baseUrl, owner.cookie);
      await recordPaints(page);
      const api = pathOf(routes.getMyMailInOrder, { reference: owner.reference });

      const { frame, frameTitle, loaded, paints } = await frameThenPage(page, `${base}/${owner.reference}`, api, 'article[aria-labelledby="order-title"]', () =>
        page.getByRole('region', { name: 'Send your device to us' }).waitFor(),
      );

      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${owner.reference}`);
      // The frame under the guard names the tab as the page does, from the address.
      expect(frameTitle).toBe(await page.title());
      expect(frameTitle).toContain(`Mail-in order ${owner.reference}`);
      // The header ends, and the first section starts, where the frame's header and loading state did.
      expect(loaded.slice(0, 2)).toEqual(frame.slice(0, 2));
      expect(paints.lcp?.text).toBe(ORDER_INTRO);
      expect(paints.lcp!.startTime).toBeLessThanOrEqual(paints.fcp! + 1);
      expect(paints.cls).toBeLessThanOrEqual(0.02);
    },
  );

  it('sees /edit-device/{id} of a device whose name takes two lines, with no warranty, replace its frame without moving the form, the sentence the LCP', async ({ context, page }) => {
    const owner = await theOwner();
    const { qrCode, name } = owner.longName;
    await addSignedInSession(context, baseUrl, owner.cookie);
    await recordPaints(page);

    const { frame, loaded, paints } = await frameThenPage(page, `/edit-device/${qrCode}`, pathOf(routes.getMyDevice, { qrCode }), 'article[aria-labelledby="device-title"]', () =>
      page.getByText('No repairs yet.').waitFor(),
    );
    const heading = page.getByRole('heading', { level: 1 });

    expect(await heading.textContent()).toBe(name);
    // Two lines of the 36 px heading: the case the room in the header is for.
    expect((await heading.boundingBox())!.height).toBeGreaterThanOrEqual(72);
    expect(await page.getByLabel('Model').inputValue()).toBe('Galaxy S24 Ultra');
    // The header and the Details section: the history below holds as many repairs as there are.
    expect(loaded.slice(0, 3)).toEqual(frame.slice(0, 3));
    expect(paints.lcp?.text).toBe(DEVICE_INTRO);
    expect(paints.lcp!.startTime).toBeLessThanOrEqual(paints.fcp! + 1);
    expect(paints.cls).toBeLessThanOrEqual(0.02);
  });

  it('sees /edit-device/{id} of a repaired device under warranty replace its frame without moving the form, the sentence the LCP', async ({ context, page }) => {
    const shop = await counter();
    const person = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(person.username, person.password);
    const job = await shop.openWalkInJob(person, 'iPhone 15');
    await claim(cookie, job);
    await shop.moveTo(job, 'Diagnosing', 'In repair', 'Quality check', 'Ready for collection', 'Collected');
    await addSignedInSession(context, baseUrl, cookie);
    await recordPaints(page);

    const { frame, loaded, paints } = await frameThenPage(
      page,
      `/edit-device/${job.deviceQr}`,
      pathOf(routes.getMyDevice, { qrCode: job.deviceQr }),
      'article[aria-labelledby="device-title"]',
      () => page.getByRole('region', { name: 'Repair history' }).getByRole('link', { name: new RegExp(job.jobNumber) }).waitFor(),
    );

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Apple iPhone 15');
    expect(await page.locator('article header').textContent()).toMatch(/Under warranty: 36[56] days left/);
    expect(loaded.slice(0, 3)).toEqual(frame.slice(0, 3));
    expect(paints.lcp?.text).toBe(DEVICE_INTRO);
    expect(paints.lcp!.startTime).toBeLessThanOrEqual(paints.fcp! + 1);
    expect(paints.cls).toBeLessThanOrEqual(0.02);
  });
});
