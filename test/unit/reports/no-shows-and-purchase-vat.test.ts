// The booking no-show report and the input VAT of goods received, without a table: what a booking's
// outcome and a receipt add to their days, and the rate per period.
import { describe, expect, it } from 'vitest';
import type { ReportDay } from '../../../functions/data/report-days';
import { bookingContribution } from '../../../functions/reports/booking-contribution';
import { bookingsReport, noShowPercent } from '../../../functions/reports/bookings-report';
import { receiptContribution } from '../../../functions/reports/purchase-contribution';
import { receiptFigures } from '../../../shared/suppliers/receipt-vat';

describe('booking outcomes in the rollups', () => {
  it('counts a booking on its slot day in London, by its outcome', () => {
    // 23:30 UTC on 31 March is 00:30 on 1 April in London (summer time).
    expect(bookingContribution({ status: 'No-show', slotStart: '2026-03-31T23:30:00.000Z' })).toEqual({ day: '2026-04-01', fields: { bookings_no_show: 1 } });
    expect(bookingContribution({ status: 'Checked in', slotStart: '2026-01-10T10:00:00.000Z' })).toEqual({ day: '2026-01-10', fields: { bookings_attended: 1 } });
    expect(bookingContribution({ status: 'Cancelled', slotStart: '2026-01-10T10:00:00.000Z' })).toEqual({ day: '2026-01-10', fields: { bookings_cancelled: 1 } });
  });

  it('adds nothing for a booking still Booked', () => {
    expect(bookingContribution({ status: 'Booked', slotStart: '2026-01-10T10:00:00.000Z' })).toBeNull();
  });
});

describe('no-show rate', () => {
  it('is no-shows over attended and no-shows, to one decimal, unknown with neither', () => {
    expect(noShowPercent(2, 1)).toBe(33.3);
    expect(noShowPercent(1, 1)).toBe(50);
    expect(noShowPercent(0, 3)).toBe(100);
    expect(noShowPercent(0, 0)).toBeNull();
  });

  it('is worked out per month, cancelled bookings counted beside it but not in it', () => {
    const days: ReportDay[] = [
      { day: '2026-03-02', fields: { bookings_attended: 3, bookings_no_show: 1, sales_count: 4 } },
      { day: '2026-03-30', fields: { bookings_attended: 4, bookings_cancelled: 2 } },
      { day: '2026-04-15', fields: { bookings_no_show: 1, bookings_cancelled: 1 } },
    ];
    const report = bookingsReport(days, '2026-03-01', '2026-05-31', 'month');
    expect(report.buckets).toEqual([
      { start: '2026-03-01', attended: 7, noShows: 1, cancelled: 2, noShowPercent: 12.5 },
      { start: '2026-04-01', attended: 0, noShows: 1, cancelled: 1, noShowPercent: 100 },
      { start: '2026-05-01', attended: 0, noShows: 0, cancelled: 0, noShowPercent: null },
    ]);
    expect(report.totals).toEqual({ attended: 7, noShows: 2, cancelled: 3, noShowPercent: 22.2 });
  });

  it('groups by weeks starting on Monday', () => {
    const report = bookingsReport([{ day: '2026-11-29', fields: { bookings_no_show: 1, bookings_attended: 1 } }], '2026-11-23', '2026-12-06', 'week');
    expect(report.buckets.map((b) => [b.start, b.noShowPercent])).toEqual([['2026-11-23', 50], ['2026-11-30', null]]);
  });
});

describe('input VAT on goods received', () => {
  it('is the standard rate on the receipt’s cost without VAT, rounded once to the penny', () => {
    expect(receiptFigures([{ quantity: 2, unitCostPence: 4000 }, { quantity: 1, unitCostPence: 1234 }], true)).toEqual({ netPence: 9234, vatPence: 1847 });
    expect(receiptFigures([{ quantity: 1, unitCostPence: 1 }, { quantity: 1, unitCostPence: 1 }], true)).toEqual({ netPence: 2, vatPence: 0 });
    expect(receiptFigures([{ quantity: 1, unitCostPence: 1238 }], true)).toEqual({ netPence: 1238, vatPence: 248 });
  });

  it('is nothing from a supplier that is not VAT registered', () => {
    expect(receiptFigures([{ quantity: 3, unitCostPence: 500 }], false)).toEqual({ netPence: 1500, vatPence: 0 });
  });

  it('adds the receipt to the London day it arrived, and nothing for a receipt without figures', () => {
    const receipt = { receiptId: 'r1', at: '2026-06-30T23:10:00.000Z', by: 'Sam', lines: [{ lineId: 'l1', quantity: 2 }] };
    expect(receiptContribution({ ...receipt, netPence: 8000, vatPence: 1600 })).toEqual({ day: '2026-07-01', fields: { purchases_net: 8000, purchases_vat: 1600, purchases_count: 1 } });
    expect(receiptContribution(receipt)).toBeNull();
  });
});
