// "Open now" or "Closed, opens Tuesday at 11:00", computed in Europe/London across the clock changes.
import { describe, expect, it } from 'vitest';
import { openingStatus } from '../../../shared/content/opening-status';
import { weeklyHours } from '../../../shared/content/weekly-hours';

describe('openingStatus', () => {
  it('is open on a Saturday afternoon in summer (BST) and says until when', () => {
    expect(openingStatus(new Date('2026-07-04T14:00:00Z'))).toEqual({ open: true, text: 'Open now, until 17:30' });
  });

  it('closes at 17:30 London time, which is 16:30 UTC in summer', () => {
    expect(openingStatus(new Date('2026-07-04T16:29:00Z')).open).toBe(true);
    expect(openingStatus(new Date('2026-07-04T16:30:00Z')).text).toBe('Closed, opens Tuesday at 11:00');
  });

  it('on Sunday and Monday says it opens Tuesday; on Monday, tomorrow', () => {
    expect(openingStatus(new Date('2026-11-22T12:00:00Z')).text).toBe('Closed, opens Tuesday at 11:00');
    expect(openingStatus(new Date('2026-11-23T12:00:00Z')).text).toBe('Closed, opens tomorrow at 11:00');
  });

  it('before opening on an opening day says today; after closing on a weekday says tomorrow', () => {
    expect(openingStatus(new Date('2026-11-24T09:00:00Z')).text).toBe('Closed, opens today at 11:00');
    expect(openingStatus(new Date('2026-11-25T18:00:00Z')).text).toBe('Closed, opens tomorrow at 11:00');
  });

  it('uses London wall-clock time in winter (GMT): 10:59 UTC is closed, 11:00 open', () => {
    expect(openingStatus(new Date('2026-12-01T10:59:00Z')).open).toBe(false);
    expect(openingStatus(new Date('2026-12-01T11:00:00Z')).open).toBe(true);
  });

  it('lists the week Monday first with Sunday and Monday closed', () => {
    const week = weeklyHours();
    expect(week[0]).toEqual({ day: 'Monday', hours: 'Closed' });
    expect(week[1]).toEqual({ day: 'Tuesday', hours: '11:00 to 17:30' });
    expect(week[6]).toEqual({ day: 'Sunday', hours: 'Closed' });
  });
});
