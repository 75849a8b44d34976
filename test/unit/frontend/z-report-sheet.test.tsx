// A Z report's empty lines read £0.00: a refund or cash out of nothing is shown negated, and -0 must
// not print as -£0.00 (issue 32, item 11).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatPence } from '../../../shared/money';
import type { DrawerSession } from '../../../shared/schemas/sales/drawer';
import { ZReportSheet } from '../../../frontend/src/components/sales/z-report-sheet';

const quietDay: DrawerSession = {
  sessionId: '01JZ0000000000000000000000',
  status: 'closed',
  openedAt: '2026-11-27T09:00:00.000Z',
  openedBy: { userId: 'u1', name: 'Ciara D.' },
  closedAt: '2026-11-27T17:30:00.000Z',
  closedBy: { userId: 'u1', name: 'Ciara D.' },
  report: {
    floatPence: 10_000, cashSalesPence: 0, cashRefundsPence: 0, cashInPence: 0, cashOutPence: 0, expectedCashPence: 10_000,
    cardSalesPence: 0, cardRefundsPence: 0, salesCount: 0, refundsCount: 0, count: { '5000': 2 }, countedPence: 10_000, differencePence: 0,
  },
  moves: [],
};

describe('money as text', () => {
  it('prints negative zero as £0.00 and keeps the sign of real amounts', () => {
    expect(formatPence(-0)).toBe('£0.00');
    expect(formatPence(-1200)).toBe('-£12.00');
    expect(formatPence(1)).toBe('£0.01');
  });
});

describe('the Z report sheet', () => {
  it('shows a day without refunds or cash out as £0.00 on those lines, never -£0.00', () => {
    const text = renderToString(<ZReportSheet session={quietDay} />).replace(/<[^>]+>/g, '|');
    expect(text).not.toContain('-£0.00');
    for (const line of ['Cash refunds', 'Cash out', 'Card refunds']) expect(text).toContain(`${line}||£0.00`);
  });
});
