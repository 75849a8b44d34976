// A page hit carries the title of the page it records (issue 11): the title a page announces for its
// own path, even when it sets it after the route change.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePageTitle, showPageTitle, titleOfPage } from '../../../frontend/src/lib/page-titles';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('titleOfPage', () => {
  it('waits for the new page to name itself rather than taking the previous page title', async () => {
    announcePageTitle('/mail-in-repair', 'Mail-in Repair | Device DRS');

    const title = titleOfPage('/booking', 5_000);
    announcePageTitle('/booking', 'Book a Repair | Device DRS');

    await expect(title).resolves.toBe('Book a Repair | Device DRS');
  });

  it('answers at once when the page has already set its title', async () => {
    announcePageTitle('/repairs', 'Repair History | Device DRS');

    await expect(titleOfPage('/repairs', 5_000)).resolves.toBe('Repair History | Device DRS');
  });

  it('gives up with null for a page that never names itself, and when cancelled', async () => {
    vi.useFakeTimers();
    const never = titleOfPage('/untitled', 5_000);
    const cancel = new AbortController();
    const cancelled = titleOfPage('/left-behind', 5_000, cancel.signal);

    vi.advanceTimersByTime(5_000);
    cancel.abort();

    await expect(never).resolves.toBeNull();
    await expect(cancelled).resolves.toBeNull();
  });
});

describe('showPageTitle', () => {
  it('sets the tab title and answers the hit of the page on screen at once', async () => {
    const tab = { title: '' };
    vi.stubGlobal('document', tab);
    vi.stubGlobal('window', { location: { pathname: '/about' } });

    showPageTitle('About Us | Device DRS');

    expect(tab.title).toBe('About Us | Device DRS');
    await expect(titleOfPage('/about', 5_000)).resolves.toBe('About Us | Device DRS');
  });
});
