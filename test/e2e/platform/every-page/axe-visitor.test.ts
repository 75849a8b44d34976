// Every registered page a visitor can open passes axe-core (WCAG 2.2 AA),
// and every navigation link a visitor is shown leads to a built page, the links the sweep opened
// checked from that visit. Each role's sweep is a file of its own, so the shards of `npm test` can
// share the work.
import { describe } from 'vitest';
import { browserTest as it } from '../../support/browser-test';
import { sweepWithAxe } from './axe';
import { expectLinksLeadToBuiltPages, type NotFoundSeen } from './navigation';

const seen: NotFoundSeen = new Map();

describe('every registered page passes axe-core (WCAG 2.2 AA)', () => {
  it('as visitor', { timeout: 600_000 }, ({ browser }) => sweepWithAxe(browser, 'visitor', seen));
});

describe('navigation', () => {
  it('every link shown to a visitor leads to a built page', { timeout: 300_000 }, ({ browser }) => expectLinksLeadToBuiltPages(browser, 'visitor', seen));
});
