// Every registered page passes axe-core (WCAG 2.2 AA) as a visitor and as a customer; the admin's
// sweep has a file of its own (axe-admin.test.ts), so the shards of `npm test` can share the work.
import { describe } from 'vitest';
import { browserTest as it } from '../../support/browser-test';
import { sweepWithAxe } from './axe';

describe('every registered page passes axe-core (WCAG 2.2 AA)', () => {
  it.for(['visitor', 'customer'] as const)('as %s', { timeout: 600_000 }, (role, { browser }) => sweepWithAxe(browser, role));
});
