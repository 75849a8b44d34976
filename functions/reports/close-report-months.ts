// The nightly close of the report months (decision 388): every month before this London month, up
// to a year and a month back, that has rollups and is not closed yet. Most nights that is none (two
// Queries of the months' items); on the 1st it is the month just ended.
import { londonDay } from '../../shared/dates';
import { closeReportMonth, openPastMonths, type CloseOutcome } from '../data/report-months';

/** Months looked back: a year of missed nights, and the month before it. */
export const CLOSE_MONTHS_BACK = 13;

export interface CloseRun {
  month: string;
  outcomes: Record<string, CloseOutcome>;
}

export async function closeReportMonths(now: Date, monthsBack = CLOSE_MONTHS_BACK): Promise<CloseRun> {
  const month = londonDay(now).slice(0, 7);
  const outcomes: Record<string, CloseOutcome> = {};
  // One at a time: a month is at most 31 day items, and a backfill of years should not crowd the table.
  for (const open of await openPastMonths(month, monthsBack)) outcomes[open] = await closeReportMonth(open);
  return { month, outcomes };
}
