// Every registered page (public, account and admin) passes axe-core (WCAG 2.2 AA) as an admin,
// and every navigation link an admin is shown leads to a built page, the links the sweep opened
// checked from that visit. Each role's sweep is a file of its own, so the shards of `npm test` can
// share the work.
import { describe } from 'vitest';
import { browserTest as it } from '../../support/browser-test';
import { sweepWithAxe } from './axe';
import { expectLinksLeadToBuiltPages, type NotFoundSeen } from './navigation';

const seen: NotFoundSeen = new Map();

describe('every registered page passes axe-core (WCAG 2.2 AA)', () => {
  it('as admin', { timeout: 600_000 }, ({ browser }) => sweepWithAxe(browser, 'admin', seen));
});

describe('navigation', () => {
  it('every link shown to a admin leads to a built page', { timeout: 300_000 }, ({ browser }) => expectLinksLeadToBuiltPages(browser, 'admin', seen));
});
