// The daily birthday bonus (decision 159): every member whose birthday is today's London date gets
// the bonus once that year. The award's cause key `birthday:<userId>:<year>` makes a retry or a rerun
// of the day (or a second run in the same year) write nothing new.
import { birthdayKeysOn } from '../../shared/birthday-keys';
import { LOYALTY_RULES } from '../../shared/loyalty';
import { TIME_ZONE } from '../../shared/scheduled-jobs';
import { membersBornOn } from '../data/birthdays';
import { awardPoints } from './points-ledger';

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export interface BirthdayRun {
  date: string;
  /** Members whose bonus this run wrote. */
  granted: string[];
  /** Members who had it already this year (a retry or rerun). */
  alreadyGranted: string[];
}

export async function grantBirthdayPoints(now: Date): Promise<BirthdayRun> {
  const date = LONDON_DATE.format(now);
  const year = date.slice(0, 4);
  const members = (await Promise.all(birthdayKeysOn(date).map(membersBornOn))).flat();
  const run: BirthdayRun = { date, granted: [], alreadyGranted: [] };
  for (const userId of members) {
    const result = await awardPoints({
      userId,
      key: `birthday:${userId}:${year}`,
      kind: 'bonus',
      points: LOYALTY_RULES.birthdayBonusPoints,
      source: { type: 'birthday', id: year },
      description: 'Birthday bonus',
      at: now,
    });
    (result.written ? run.granted : run.alreadyGranted).push(userId);
  }
  return run;
}
