// Suppliers in Chromium (issue 17, "Done when"): create a supplier, import its price list (a bad
// file first, refused by line), find a part for a job's device from the job sheet, order it for the
// job, place the order (the PDF emailed to the supplier), receive it, then see the stock and the
// job's lines change. The suppliers and part finder pages pass axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseUrl, waitForEmail } from '../accounts/accounts-e2e';
import { adminBrowserTest as it, moveJob } from '../admin-repairs/admin-repairs-e2e';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast fading in or out is half transparent: axe would measure its contrast mid-animation. The
  // toaster loads with the first toast, so on a busy machine one can still arrive after this wait:
  // the notifications region is left out of the run, which is about the page.
  await page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').first().waitFor({ state: 'detached', timeout: 10_000 });
  await page.evaluate(readFileSync(axeSource, 'utf8'));
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: object, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(
      { exclude: [['[role="region"][aria-label^="Notifications"]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    );
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

describe('suppliers, purchase orders and the part finder', () => {
  it('takes a part from a supplier price list to a job through a purchase order', { timeout: 120_000 }, async ({ page, session }) => {
    const n = `${Date.now()}`.slice(-7);
    const model = `Pixel E2E${n}`;
    const sku = `SCR-${n}`;
    const supplierEmail = `orders${n}@parts.example.com`;
    const customer = await session.call('POST', '/api/admin/customers', { firstName: 'Niamh', lastName: 'Kelly', phone: `077009${n.slice(-5)}`, email: `niamh${n}@example.com` });
    const job = await session.call('POST', '/api/admin/jobs', {
      customerQr: customer.qrCode,
      device: { make: 'Google', model, type: 'phone', colour: 'Black' },
      fault: 'Screen cracked, no touch',
      intake: { condition: 'Cracked screen', accessories: [], passcodeGiven: true },
    });
    const opened = { qrCode: String(job.qrCode), jobNumber: String(job.jobNumber) };
    await moveJob(session, opened, 'Diagnosing');
    await moveJob(session, opened, 'Awaiting parts');

    // A supplier, then its price list: a bad file is refused with its bad rows by line.
    await page.goto(`${baseUrl}/admin/suppliers`);
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    const form = page.getByRole('region', { name: 'Add a supplier' });
    await form.getByLabel('Name').fill(`Screen Kings ${n}`);
    await form.getByLabel('Contact').fill('Ciarán');
    await form.getByLabel('Email for orders').fill(supplierEmail);
    await form.getByLabel('Lead time (days)').fill('3');
    await form.getByRole('button', { name: 'Add supplier' }).click();
    await page.getByRole('heading', { name: `Screen Kings ${n}`, level: 2 }).waitFor();
    await expectNoAxeViolations(page);

    const csvBox = page.getByLabel('Or paste the CSV');
    await csvBox.fill(`supplier sku,description,compatible models,cost price\n${sku},${model} OLED screen,${model},40.00\nBAT-${n},${model} battery,${model},cheap\n`);
    await page.getByRole('button', { name: 'Import price list' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'The price list was not imported: 1 line needs fixing' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Line 3: cost price "cheap" must be pounds and pence, like 45.00');

    // The fixed file, chosen as a file: once imported, neither its name nor its text stays behind.
    const fileInput = page.getByLabel('Price list file (CSV)');
    const fixed = `supplier sku,description,compatible models,cost price\n${sku},${model} OLED screen,${model},40.00\nBAT-${n},${model} battery,${model},15.00\n`;
    await fileInput.setInputFiles({ name: 'screen-kings.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    await expect.poll(() => csvBox.inputValue()).toBe(fixed);
    await page.getByRole('button', { name: 'Import price list' }).click();
    await page.getByRole('cell', { name: sku, exact: true }).waitFor();
    // The table refreshes (the write's refetch) a render before the form clears, so these wait for it.
    await expect.poll(() => csvBox.inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Price list file (CSV)').evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Import price list' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // From the job sheet to the part finder, filtered to the job's device; order the screen for the job.
    await page.goto(`${baseUrl}/admin/job/${opened.qrCode}`);
    await page.getByRole('link', { name: 'Find part' }).click();
    await page.getByRole('heading', { name: 'Part finder', level: 1 }).waitFor();
    expect(await page.getByLabel('Device model').inputValue()).toBe(model);
    await page.getByRole('heading', { name: `In stock for ${model}` }).waitFor();
    expect(await page.getByRole('region', { name: 'Parts from suppliers' }).textContent()).toContain('3 days');
    await page.getByLabel('Part type').selectOption('screen');
    await page.getByRole('button', { name: 'Find parts' }).click();
    await expect.poll(() => page.getByRole('cell', { name: `BAT-${n}` }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByLabel(/Sale price for the job/).fill('129.99');
    await page.getByRole('button', { name: `Order for job: ${sku} from Screen Kings ${n}` }).click();

    // The Draft order: place it (the PDF is drawn in the page and emailed), then receive it.
    await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 10_000 }).toBe('Draft');
    expect(await page.getByRole('link', { name: opened.jobNumber }).count()).toBe(1);
    await page.getByRole('button', { name: 'Place order and email the supplier' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 10_000 }).toBe('Ordered');
    const email = await waitForEmail(supplierEmail, 'purchase-order');
    const pdf = Buffer.from(email.attachments![0]!.base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(email.text).toContain(`1 x ${sku} ${model} OLED screen at £40.00 each`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Receive goods' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 10_000 }).toBe('Received');

    // Stock: one on the shelf at its cost.
    await page.goto(`${baseUrl}/admin/partfinder?job=${opened.qrCode}&model=${encodeURIComponent(model)}&type=screen`);
    await expect.poll(() => page.getByTestId(`available-${sku}`).textContent(), { timeout: 10_000 }).toBe('1');
    expect(await page.getByRole('region', { name: 'Parts in stock' }).textContent()).toContain('£40.00');

    // The job sheet tells the technician; the part goes onto the job's lines at cost and sale price.
    await page.goto(`${baseUrl}/admin/job/${opened.qrCode}`);
    await page.getByText(/Parts arrived on PO-\d+/).waitFor();
    await page.getByRole('button', { name: 'Add to job lines' }).click();
    const lines = page.getByRole('region', { name: 'Job lines' });
    await lines.getByText(`${model} OLED screen`).waitFor();
    const row = lines.getByRole('row').filter({ hasText: `${model} OLED screen` });
    expect(await row.textContent()).toContain('£40.00');
    expect(await row.textContent()).toContain('£129.99');
    await page.getByRole('button', { name: 'Move to In repair' }).click();
    await expect.poll(async () => (await session.call('GET', `/api/admin/jobs/${opened.qrCode}`)).status).toBe('In repair');

    // And the shelf is empty again.
    await page.goto(`${baseUrl}/admin/partfinder?model=${encodeURIComponent(model)}`);
    await expect.poll(() => page.getByTestId(`available-${sku}`).textContent(), { timeout: 10_000 }).toBe('0');
  });
});
