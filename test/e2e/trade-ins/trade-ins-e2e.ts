// What the trade-in journeys share at the counter: a valid IMEI, and the seller's details and signed
// declaration typed into the offer's form.
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';

/** A 15-digit IMEI whose last digit is the Luhn check digit of the others. */
export function imei(): string {
  const body = `35${String(randomInt(100_000_000_000, 999_999_999_999))}`;
  const sum = [...body].reverse().reduce((total, c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
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
