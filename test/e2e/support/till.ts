// The till as a person at the counter meets it: open, with the scan field focused for a USB scanner.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../accounts/accounts-e2e';
import { scanCode } from './keyboard';

export const SCAN_FIELD = 'Scan or type a barcode, SKU, job number or ticket code';

/** Opens /admin/till in a signed-in page and waits until the scan field has focus. */
export async function openTill(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/till`);
  const scan = page.getByLabel(SCAN_FIELD);
  await expect.poll(() => scan.evaluate((el) => el === document.activeElement), { timeout: 10_000 }).toBe(true);
}

/** Opens the till and scans a job's number onto the basket. */
export async function openTillAndScan(page: Page, code: string): Promise<void> {
  await openTill(page);
  await scanCode(page, code);
}
