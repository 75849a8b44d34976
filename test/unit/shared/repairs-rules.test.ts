import { describe, expect, it } from 'vitest';
import { isValidImei } from '../../../shared/repairs/device-identifiers';
import { JOB_STATUSES, customerStatus, isClosedStatus, notifiesCustomer } from '../../../shared/repairs/statuses';
import { ALLOWED_TRANSITIONS, canTransition, refusedTransitionMessage } from '../../../shared/repairs/transitions';
import { warrantyEndFrom, warrantyOf } from '../../../shared/repairs/warranty';
import { DeviceInputSchema } from '../../../shared/schemas/repairs/device';
import { IntakeChecklistSchema } from '../../../shared/schemas/repairs/intake';
import { OpenJobRequestSchema } from '../../../shared/schemas/repairs/job';

describe('IMEI check digit', () => {
  it.each(['490154203237518', '356938035643809', '4901 5420 3237 518'])('accepts %s', (imei) => {
    expect(isValidImei(imei)).toBe(true);
  });

  it.each(['490154203237519', '35693803564380', '3569380356438090', 'ABCDEFGHIJKLMNO'])('refuses %s', (imei) => {
    expect(isValidImei(imei)).toBe(false);
  });
});

describe('the transition table', () => {
  it('names every status once, and only statuses', () => {
    expect(Object.keys(ALLOWED_TRANSITIONS).sort()).toEqual([...JOB_STATUSES].sort());
    for (const targets of Object.values(ALLOWED_TRANSITIONS)) {
      expect(targets.every((t) => JOB_STATUSES.includes(t))).toBe(true);
    }
  });

  it('ends only in the closed statuses, which go nowhere', () => {
    for (const status of JOB_STATUSES) {
      expect(ALLOWED_TRANSITIONS[status].length === 0).toBe(isClosedStatus(status));
    }
  });

  it('reaches Collected only through Ready for collection, and that only through Quality check or back from it', () => {
    const into = (to: string) => JOB_STATUSES.filter((from) => canTransition(from, to as never));
    expect(into('Collected')).toEqual(['Ready for collection']);
    expect(into('Ready for collection')).toEqual(['Quality check']);
  });

  it('explains a refused move with what is allowed', () => {
    expect(refusedTransitionMessage('Checked in', 'Collected')).toBe(
      'A job cannot move from Checked in to Collected. From Checked in it can move to: Diagnosing, Awaiting approval, In repair, Cancelled, Unrepairable / returned.',
    );
    expect(refusedTransitionMessage('Collected', 'In repair')).toBe('A job that is Collected cannot change status.');
    expect(refusedTransitionMessage('Diagnosing', 'Diagnosing')).toBe('This job is already Diagnosing.');
  });

  it('shows Quality check to the customer as In repair, without an email', () => {
    expect(customerStatus('Quality check')).toBe('In repair');
    expect(notifiesCustomer('Quality check')).toBe(false);
    expect(notifiesCustomer('Ready for collection')).toBe(true);
  });
});

describe('warranty maths', () => {
  it('ends 12 calendar months after collection', () => {
    expect(warrantyEndFrom('2026-03-14T15:30:00.000Z')).toBe('2027-03-14T15:30:00.000Z');
  });

  it('clamps the 29th of February to the last day of the month', () => {
    expect(warrantyEndFrom('2028-02-29T10:00:00.000Z')).toBe('2029-02-28T10:00:00.000Z');
  });

  it('counts whole days left, rounded up, and expires at the end', () => {
    const end = '2027-03-14T15:30:00.000Z';
    expect(warrantyOf(end, new Date('2027-03-13T15:30:00.000Z'))).toEqual({ state: 'active', endsAt: end, daysLeft: 1 });
    expect(warrantyOf(end, new Date('2027-03-12T16:00:00.000Z')).daysLeft).toBe(2);
    expect(warrantyOf(end, new Date(end))).toEqual({ state: 'expired', endsAt: end, daysLeft: 0 });
    expect(warrantyOf(undefined, new Date())).toEqual({ state: 'none', endsAt: null, daysLeft: 0 });
  });
});

describe('intake schemas', () => {
  it('refuses the passcode itself with a clear message', () => {
    const result = IntakeChecklistSchema.safeParse({ condition: 'Good', passcodeGiven: true, passcode: '0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Never record the passcode itself: only whether it was given');
  });

  it('wants either a device QR code or a new device', () => {
    const base = { fault: 'Battery', intake: { condition: 'Good', passcodeGiven: false } };
    expect(OpenJobRequestSchema.safeParse(base).success).toBe(false);
    expect(OpenJobRequestSchema.safeParse({ ...base, deviceQr: 'AAAAAAAAAAAAAAAAAAAAAA' }).success).toBe(true);
  });

  it('normalises serials and leaves a blank IMEI out', () => {
    const parsed = DeviceInputSchema.parse({ make: 'Nintendo', model: 'Switch', type: 'console', imei: '', serial: 'xaw-1002 3456' });
    expect(parsed.serial).toBe('XAW10023456');
    expect(parsed.imei).toBe('');
  });
});
