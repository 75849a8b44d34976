// Every registered page (public, account and admin) passes axe-core (WCAG 2.2 AA) as an admin.
// Each role's sweep is a file of its own, so the shards of `npm test` can share the work.
import { describe } from 'vitest';
import { browserTest as it } from '../../support/browser-test';
import { sweepWithAxe } from './axe';

describe('every registered page passes axe-core (WCAG 2.2 AA)', () => {
  it('as admin', { timeout: 600_000 }, ({ browser }) => sweepWithAxe(browser, 'admin'));
});
