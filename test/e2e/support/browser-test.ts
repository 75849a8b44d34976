// The opening every browser test shares, as vitest fixtures: the worker's one Chromium, and for each test
// a fresh context (en-GB, Europe/London) with its page, closed when the test ends. A file that wants
// a phone-sized page makes its own `const it = browserTest.extend('viewportWidth', 390)` (a describe
// may `it.override` it): an override at a file's top would change this module's test API for
// whatever else imports it, and the worker's later files share this module (decision 394).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test } from 'vitest';
import { sharedBrowser } from '../../support/browser';

export const browserTest = test
  .extend('browser', { scope: 'worker' }, (): Promise<Browser> => sharedBrowser())
  .extend('viewportWidth', 1280)
  .extend('context', async ({ browser, viewportWidth }, { onCleanup }): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport: { width: viewportWidth, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context }): Promise<Page> => context.newPage());
