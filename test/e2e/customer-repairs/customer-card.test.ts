// The customer's card at the shop in Chromium (decision 113): staff open a walk-in job for a customer
// record, the customer registers with the same email, adds the job to their account, and finds the
// card on My Account with the details on file and the record's QR code; another customer opening the
// card's URL sees "not found" and none of the details.
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, createVerifiedAccount, newPage, newPerson } from '../accounts/accounts-e2e';
import { browserTest } from '../support/browser-test';
import { counter, mainText, signInBySession } from './customer-e2e';

let shop: Awaited<ReturnType<typeof counter>>;

beforeAll(async () => {
  shop = await counter();
});

// On a phone: this file's own test API, so the width never reaches the worker's other files.
const it = browserTest.extend('viewportWidth', 390);

const visible = (locator: { isVisible: () => Promise<boolean> }) => expect.poll(() => locator.isVisible()).toBe(true);

describe('the customer card at the shop', () => {
  it('is reached from My Account after a walk-in job is claimed, shows the details on file and the QR code, and is not found for anyone else', async ({ browser, page }) => {
    const person = newPerson({ firstName: 'Ciarán', lastName: 'Mulholland' });
    const job = await shop.openWalkInJob(person, 'iPhone 14');
    await createVerifiedAccount(person);
    await signInBySession(page, person);

    await page.goto(`${baseUrl}/claim-job/${job.qrCode}`);
    await page.getByRole('button', { name: 'Add to my account' }).click();
    await visible(page.getByText('The repair is now in your account.'));

    await page.goto(`${baseUrl}/customer-details`);
    const section = page.getByRole('region', { name: 'Your card at the shop' });
    await section.getByRole('link', { name: /Ciarán Mulholland/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/customer-details/'));
    const recordQr = new URL(page.url()).pathname.split('/').at(-1)!;
    await visible(page.getByRole('heading', { name: 'Your details at the shop', level: 1 }));
    const details = page.getByRole('region', { name: 'Details on file' });
    const text = (await details.textContent()) ?? '';
    expect(text).toContain('Ciarán Mulholland');
    expect(text).toContain(person.phone);
    expect(text).toContain(person.email);
    await visible(details.getByRole('link', { name: 'your profile' }));
    const qr = page.getByRole('region', { name: 'Your QR code' });
    const qrImage = qr.getByRole('img', { name: 'Your customer QR code' });
    await visible(qrImage);
    expect(await qrImage.getAttribute('data-qr-text')).toBe(recordQr);
    expect(await qr.textContent()).toContain('Staff can scan this code at the counter to find you quickly.');
    const repair = page.getByRole('region', { name: 'Repairs under this record' }).getByRole('link', { name: new RegExp(job.jobNumber) });
    expect(await repair.getAttribute('href')).toBe(`/repair/${job.qrCode}`);

    const other = await createVerifiedAccount(newPerson());
    const otherPage = await newPage(browser, 390);
    try {
      await signInBySession(otherPage.page, other);
      await otherPage.page.goto(`${baseUrl}/customer-details/${recordQr}`);
      await visible(otherPage.page.getByRole('heading', { name: 'We could not find that customer record in your account' }));
      const shown = await mainText(otherPage.page);
      expect(shown).not.toContain(person.phone);
      expect(shown).not.toContain('Mulholland');
      expect(await otherPage.page.getByRole('img', { name: 'Your customer QR code' }).count()).toBe(0);
    } finally {
      await otherPage.context.close();
    }
  });

  it('tells a customer with no repairs in their account when the card appears', async ({ page }) => {
    const person = await createVerifiedAccount(newPerson());
    await signInBySession(page, person);

    await page.goto(`${baseUrl}/customer-details`);

    const section = page.getByRole('region', { name: 'Your card at the shop' });
    await visible(section.getByText('Your card at the shop appears here after your first repair is added to your account.'));
    expect(await section.getByRole('link').count()).toBe(0);
  });
});
