// Northern Ireland's bank holidays computed from their rules match gov.uk's published lists
// (https://www.gov.uk/bank-holidays, Northern Ireland, as published for 2026 and 2027; 2022 for the
// Christmas-on-Sunday case).
import { describe, expect, it } from 'vitest';
import { bankHolidayOn, easterSunday, northernIrelandBankHolidays } from '../../../shared/settings/bank-holidays';

const days = (year: number) => northernIrelandBankHolidays(year).map((h) => h.day);

describe('northernIrelandBankHolidays', () => {
  it('gives 2026 as gov.uk lists it (the Boyne holiday moves to Monday 13 July, Boxing Day to Monday 28 December)', () => {
    expect(days(2026)).toEqual([
      '2026-01-01', '2026-03-17', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25',
      '2026-07-13', '2026-08-31', '2026-12-25', '2026-12-28',
    ]);
  });

  it('gives 2027 as gov.uk lists it (Christmas on a Saturday: substitutes on Monday 27 and Tuesday 28 December)', () => {
    expect(days(2027)).toEqual([
      '2027-01-01', '2027-03-17', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31',
      '2027-07-12', '2027-08-30', '2027-12-27', '2027-12-28',
    ]);
  });

  it('keeps Boxing Day on Monday 26 December 2022 and moves Christmas Day to Tuesday 27th', () => {
    const christmas = northernIrelandBankHolidays(2022).filter((h) => h.day >= '2022-12-01');
    expect(christmas).toEqual([
      { day: '2022-12-26', name: 'Boxing Day' },
      { day: '2022-12-27', name: 'Christmas Day' },
    ]);
  });

  it("moves St Patrick's Day and New Year's Day off a weekend (2024: 17 March was a Sunday)", () => {
    expect(bankHolidayOn('2024-03-18')?.name).toBe("St Patrick's Day");
    expect(bankHolidayOn('2024-03-17')).toBeUndefined();
    expect(bankHolidayOn('2028-01-03')?.name).toBe("New Year's Day");
  });

  it('finds Easter Sunday for known years', () => {
    expect(easterSunday(2025)).toEqual({ month: 4, date: 20 });
    expect(easterSunday(2026)).toEqual({ month: 4, date: 5 });
    expect(easterSunday(2038)).toEqual({ month: 4, date: 25 });
  });

  it('gives ten holidays on weekdays every year for decades', () => {
    for (let year = 2025; year <= 2060; year++) {
      const list = days(year);
      expect(new Set(list).size).toBe(10);
      for (const day of list) expect([0, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    }
  });
});
