// The end-to-end tests' browser: Debian's Chromium driven by playwright-core, headless.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, the browser the Lighthouse bench measures pages in. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The tests' Chromium: Debian's headless shell, the same Chromium release built without the
 * browser's windowing layer, which is what Playwright itself runs for headless tests. It loads a page
 * in half the CPU of the full browser here (decision 390); the full browser stands in where the
 * shell is not installed.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

let shared: Promise<Browser> | null = null;

/**
 * The one Chromium of a worker's modules, launched at its first use and shared by the tests and
 * fixtures of every file the worker runs (the browser tests share a worker's modules, decision 394):
 * each opens and closes its own contexts. Playwright ends the browser with the worker's process.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

/** Closes every context a file opened in the shared browser. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/** `extraArgs` adds Chromium switches, e.g. a fake camera for the QR scanner tests. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', ...extraArgs],
  });
}

/** Chromium switches that make the camera a video file, and grant it without asking. */
export function fakeCameraArgs(y4mFile: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4mFile}`];
}

/** The console errors and uncaught exceptions the page reports from now on (the list fills as they come). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
