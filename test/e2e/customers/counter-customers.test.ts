// Issue 11, item 2 in Chromium: a guest who booked online and was checked in at the counter is found at
// /admin/customers by name and by phone, with the job and the device; a second record of the same
// person is merged into the first from the customer's page.
import { beforeAll, describe, expect } from 'vitest';
import { repairRoutes } from '../../../shared/api/routes/repairs';
import { baseUrl, newPerson } from '../accounts/accounts-e2e';
import { adminSession, openWalkInJob, type AdminSession } from '../admin-repairs/admin-repairs-e2e';
import { bookFirstFreeSlot, pathOf, signInBySession } from '../customer-repairs/customer-e2e';
import { browserTest as it } from '../support/browser-test';
import { clearBookingsFromThisAddress } from '../support/booking-allowance';

let session: AdminSession;

// This file books online: it starts with this address's bookings of the hour cleared.
beforeAll(clearBookingsFromThisAddress);

beforeAll(async () => {
  session = await adminSession();
});

const poll = { timeout: 10_000 };

async function searchCustomers(page: import('playwright-core').Page, q: string) {
  await page.goto(`${baseUrl}/admin/customers`);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(q);
  return page.getByRole('list', { name: 'Customers' }).getByRole('link');
}

describe('customers at the counter', () => {
  it('finds a checked-in guest by name and by phone, with the job and the device', async ({ page }) => {
    const guest = newPerson({ firstName: 'Ciarán', lastName: `Doherty${'abcdefghij'[Date.now() % 10]}${'abcdefghij'[Math.floor(Date.now() / 10) % 10]}` });
    // A guest's booking: the public endpoint needs no session, the cookie is ignored.
    const { reference } = await bookFirstFreeSlot('', guest);
    const checkedIn = await session.call('POST', `/api/admin/bookings/${reference}/check-in`, {
      intake: { condition: 'Scratched back', accessories: [], passcodeGiven: false },
    });
    await signInBySession(page, session.admin);

    const byName = await searchCustomers(page, `${guest.firstName} ${guest.lastName}`);
    await expect.poll(() => byName.allTextContents(), poll).toEqual([expect.stringContaining(guest.phone)]);
    const byPhone = await searchCustomers(page, guest.phone);
    await expect.poll(() => byPhone.count(), poll).toBe(1);
    await byPhone.first().click();

    await page.getByRole('heading', { name: `${guest.firstName} ${guest.lastName}`, level: 1 }).waitFor();
    const jobs = page.getByRole('list', { name: "Customer's jobs" });
    await expect.poll(() => jobs.textContent(), poll).toContain(String(checkedIn.jobNumber));
    await expect.poll(() => page.getByRole('list', { name: "Customer's devices" }).textContent(), poll).toContain('iPad Air');
  });

  it('merges a second record of the same person into the first, with its jobs and phone', async ({ page }) => {
    const first = await openWalkInJob(session, newPerson({ firstName: 'Bronagh', lastName: 'McCann' }));
    const second = await openWalkInJob(session, newPerson({ firstName: 'Bronagh', lastName: 'McCann' }));
    const firstJob = await session.call('GET', pathOf(repairRoutes.getJob, { qrCode: first.qrCode }));
    const firstQr = (firstJob.customer as { customerQr: string }).customerQr;
    await signInBySession(page, session.admin);

    await page.goto(`${baseUrl}/admin/customers/${firstQr}`);
    await page.getByRole('searchbox', { name: 'Find the other record' }).fill(second.person.phone);
    await page.getByRole('button', { name: 'Merge Bronagh McCann into this record' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge records' }).click();

    await expect.poll(() => page.getByText(`also ${second.person.phone}`).isVisible(), poll).toBe(true);
    const jobs = page.getByRole('list', { name: "Customer's jobs" });
    await expect.poll(() => jobs.textContent(), poll).toContain(second.jobNumber);
    expect(await jobs.textContent()).toContain(first.jobNumber);
    const byOldPhone = await searchCustomers(page, second.person.phone);
    await expect.poll(() => byOldPhone.allTextContents(), poll).toEqual([expect.stringContaining(first.person.phone)]);
  });
});
