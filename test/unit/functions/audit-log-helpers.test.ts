// The activity log's pure parts: London days as UTC instants across clock changes, and the page
// cursor that must refuse anything it did not make for the same view.
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, INVALID_CURSOR_MESSAGE, type AuditLogView } from '../../../functions/audit/log-cursor';
import { londonDayEnd, londonDayStart } from '../../../functions/audit/london-days';

describe('London days', () => {
  it('start at midnight UTC in winter and at 23:00 UTC the day before in summer', () => {
    expect(londonDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonDayStart('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
  });

  it('are 23 hours long when the clocks go forward and 25 when they go back', () => {
    expect(londonDayEnd('2026-03-29').getTime() - londonDayStart('2026-03-29').getTime()).toBe(23 * 3_600_000);
    expect(londonDayEnd('2026-10-25').getTime() - londonDayStart('2026-10-25').getTime()).toBe(25 * 3_600_000);
  });
});

describe('activity log cursor', () => {
  const view: AuditLogView = { index: 'gsi2', partition: 'AUDIT_USER#01KAAAAAAAAAAAAAAAAAAAAAAA' };
  const sort = '2026-04-01T10:00:00.000Z#01KAAAAAAAAAAAAAAAAAAAAAAB';
  const key = { pk: 'AUDIT#LOG', sk: sort, gsi2pk: view.partition, gsi2sk: sort };

  it('gives back the key it was made from, for the same view', () => {
    expect(decodeCursor(encodeCursor(view, key), view)).toEqual(key);
  });

  it.each([
    ['another user', { ...view, partition: 'AUDIT_USER#01KBBBBBBBBBBBBBBBBBBBBBBB' }, key],
    ['another index', { index: 'table', partition: 'AUDIT#LOG' } as AuditLogView, key],
    ['an extra attribute', view, { ...key, extra: 'x' }],
    ['a malformed sort key', view, { ...key, gsi2sk: 'anything' }],
    ['another table partition', view, { ...key, pk: 'USER#01KAAAAAAAAAAAAAAAAAAAAAAA' }],
  ])('refuses a cursor for %s', (_name, usedWith, madeFrom) => {
    const cursor = encodeCursor(view, madeFrom);
    expect(() => decodeCursor(cursor, usedWith)).toThrow(INVALID_CURSOR_MESSAGE);
  });

  it('refuses text that is not one of its cursors', () => {
    for (const bad of ['', '%%%', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"v":1}').toString('base64url')]) {
      expect(() => decodeCursor(bad, view), bad).toThrow(INVALID_CURSOR_MESSAGE);
    }
  });
});
