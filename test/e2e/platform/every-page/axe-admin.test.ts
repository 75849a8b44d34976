// Every registered page (public, account and admin) passes axe-core (WCAG 2.2 AA) as an admin and
// fits a 360 px phone (decision 229; the admin sees every page), and every navigation link an admin
// is shown leads to a built page; the last two checked from the axe sweep's visit of each page. Each
// role's sweep is a file of its own, so the shards of `npm test` can share the work.
import { describe, expect } from 'vitest';
import { browserTest as it } from '../../support/browser-test';
import { sweepWithAxe } from './axe';
import { expectLinksLeadToBuiltPages, type NotFoundSeen } from './navigation';
import type { WideSeen } from './phone-width';

const seen: NotFoundSeen = new Map();
const wide: WideSeen = [];

describe('every registered page passes axe-core (WCAG 2.2 AA)', () => {
  it('as admin', { timeout: 600_000 }, ({ browser }) => sweepWithAxe(browser, 'admin', seen, wide));
});

describe('every registered page fits a 360 px phone', () => {
  it('as admin: no page is wider than the screen (measured by the sweep above)', () => {
    expect(seen.size).toBeGreaterThan(10);
    expect(wide).toEqual([]);
  });
});

describe('navigation', () => {
  it('every link shown to a admin leads to a built page', { timeout: 300_000 }, ({ browser }) => expectLinksLeadToBuiltPages(browser, 'admin', seen));
});
