// What the trade-in journeys share at the counter: a valid IMEI, a grade B check, and the seller's
// details and signed declaration typed into the offer's form.
import { randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A 15-digit IMEI whose last digit is the Luhn check digit of the others. */
export function imei(): string {
  const body = `35${String(randomInt(100_000_000_000, 999_999_999_999))}`;
  const sum = [...body].reverse().reduce((total, c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Checks the device in the trade-in form as light wear, 86% battery, all working and unlocked (grade B), and asks for the offer. */
export async function gradeBAndOffer(form: Locator): Promise<void> {
  await form.getByRole('group', { name: 'Screen' }).getByText('Light wear').click();
  await form.getByRole('group', { name: 'Body' }).getByText('Light wear').click();
  await form.getByLabel('Battery health (%)').fill('86');
  await form.getByText('Every function works', { exact: false }).click();
  await form.getByText('Activation lock is off', { exact: false }).click();
  await expect.poll(() => form.getByTestId('grade-preview').textContent(), { timeout: 15_000 }).toBe('Grade B');
  await form.getByRole('button', { name: 'Make an offer' }).click();
}

export interface Seller { name: string; dateOfBirth: string; address: string; postcode: string; idNumber: string }

/** Fills "The seller" form (a driving licence seen, in Belfast), signs and agrees, and accepts the offer. */
export async function acceptAsSeller(page: Page, seller: Seller, offer: string): Promise<void> {
  const form = page.getByRole('form', { name: 'The seller' });
  await form.getByLabel('Full name', { exact: true }).fill(seller.name);
  await form.getByLabel('Date of birth').fill(seller.dateOfBirth);
  await form.getByLabel('Address').fill(seller.address);
  await form.getByLabel('Town').fill('Belfast');
  await form.getByLabel('Postcode').fill(seller.postcode);
  await form.getByLabel('Photo ID seen').selectOption({ label: 'Driving licence' });
  await form.getByLabel('ID number').fill(seller.idNumber);
  await form.getByLabel('Seller types their full name to sign').fill(seller.name);
  await form.getByText('I agree to the declaration above').click();
  await form.getByRole('button', { name: `Accept the offer of ${offer}` }).click();
}
