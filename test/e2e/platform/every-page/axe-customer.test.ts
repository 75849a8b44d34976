// Every registered page a customer can open passes axe-core (WCAG 2.2 AA). Each role's sweep is a file
// of its own, so the shards of `npm test` can share the work.
import { describe } from 'vitest';
import { browserTest as it } from '../../support/browser-test';
import { sweepWithAxe } from './axe';

describe('every registered page passes axe-core (WCAG 2.2 AA)', () => {
  it('as customer', { timeout: 600_000 }, ({ browser }) => sweepWithAxe(browser, 'customer'));
});
