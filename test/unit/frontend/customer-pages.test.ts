// The customer pages' pure rules: the warranty line, which bookings are upcoming, the order of the
// repair lists, and the mail-in and device forms' values and server messages.
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/schemas/bookings';
import { upcomingBookings } from '../../../frontend/src/features/customer-bookings/utils/upcoming-bookings';
import { deviceFormValues } from '../../../frontend/src/features/customer-devices/utils/device-values';
import { activeJobs, newestFirst } from '../../../frontend/src/features/customer-repairs/utils/job-order';
import { flatFieldErrors, MailInFormSchema, toMailInRequest } from '../../../frontend/src/features/mail-in/utils/mail-in-form';
import { warrantyLabel } from '../../../frontend/src/lib/warranty-label';

describe('warrantyLabel', () => {
  it('counts the days left while the warranty runs', () => {
    expect(warrantyLabel({ state: 'active', endsAt: '2027-09-05T10:00:00.000Z', daysLeft: 287 })).toBe('Under warranty: 287 days left');
    expect(warrantyLabel({ state: 'active', endsAt: '2026-11-24T10:00:00.000Z', daysLeft: 1 })).toBe('Under warranty: 1 day left');
  });

  it('names the London day it ended, and says nothing before collection', () => {
    expect(warrantyLabel({ state: 'expired', endsAt: '2026-03-03T12:00:00.000Z', daysLeft: 0 })).toBe('Warranty ended 3 Mar 2026');
    expect(warrantyLabel({ state: 'none', endsAt: null, daysLeft: 0 })).toBeNull();
  });
});

function booking(reference: string, status: Booking['status'], slotStart: string): Booking {
  const slotEnd = new Date(Date.parse(slotStart) + 30 * 60_000).toISOString();
  return {
    reference,
    status,
    slotStart,
    slotEnd,
    device: { type: 'phone', make: 'Apple', model: 'iPhone 13' },
    problem: 'Cracked screen after a drop',
    contact: { name: 'Siobhán', phone: '07700900123', email: 's@example.com' },
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

describe('upcomingBookings', () => {
  const now = new Date('2026-11-24T12:10:00.000Z');

  it('keeps Booked appointments whose slot has not ended, soonest first', () => {
    const list = [
      booking('BK-LATER1', 'Booked', '2026-11-28T11:00:00.000Z'),
      booking('BK-NOW001', 'Booked', '2026-11-24T12:00:00.000Z'),
      booking('BK-PAST01', 'Booked', '2026-11-24T11:00:00.000Z'),
      booking('BK-CANCEL', 'Cancelled', '2026-11-26T11:00:00.000Z'),
      booking('BK-CHECKD', 'Checked in', '2026-11-24T12:00:00.000Z'),
    ];
    expect(upcomingBookings(list, now).map((b) => b.reference)).toEqual(['BK-NOW001', 'BK-LATER1']);
  });
});

describe('repair lists', () => {
  const jobs = [
    { qrCode: 'a', status: 'Collected' as const, openedAt: '2026-01-02T10:00:00.000Z' },
    { qrCode: 'b', status: 'In repair' as const, openedAt: '2026-10-02T10:00:00.000Z' },
    { qrCode: 'c', status: 'Cancelled' as const, openedAt: '2026-11-02T10:00:00.000Z' },
    { qrCode: 'd', status: 'Awaiting approval' as const, openedAt: '2026-06-02T10:00:00.000Z' },
  ];

  it('history is newest first, whatever the status', () => {
    expect(newestFirst(jobs).map((j) => j.qrCode)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('the dashboard keeps only the open ones', () => {
    expect(activeJobs(jobs).map((j) => j.qrCode)).toEqual(['b', 'd']);
  });
});

describe('mail-in order form', () => {
  const filled = {
    type: 'console',
    make: 'Sony',
    model: 'PlayStation 5',
    colour: '',
    imei: '',
    serial: '',
    problem: 'No picture through HDMI',
    name: 'Siobhán O’Neill',
    line1: '12 Lisburn Road',
    line2: '',
    city: 'Belfast',
    postcode: 'bt96ab',
  };

  it('sends the nested request with the postcode as the server stores it', () => {
    const parsed = MailInFormSchema.parse(filled);
    const request = toMailInRequest(parsed);
    expect(request.device).toMatchObject({ type: 'console', make: 'Sony', model: 'PlayStation 5' });
    expect(request.problem).toBe('No picture through HDMI');
    expect(request.returnAddress).toMatchObject({ name: 'Siobhán O’Neill', line1: '12 Lisburn Road', city: 'Belfast', postcode: 'BT9 6AB' });
  });

  it('uses the shared messages word for word', () => {
    const result = MailInFormSchema.safeParse({ ...filled, postcode: 'nowhere', imei: '490154203237519' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Enter a valid UK postcode');
    expect(messages).toContain('IMEI must be 15 digits with a valid check digit');
  });

  it("puts the server's nested field messages under the flat fields", () => {
    expect(flatFieldErrors({ 'returnAddress.postcode': 'Enter a valid UK postcode', 'device.imei': 'bad' })).toEqual({ postcode: 'Enter a valid UK postcode', imei: 'bad' });
  });
});

describe('device form values', () => {
  it('fill every field, blanks for what is not on file', () => {
    expect(deviceFormValues({ qrCode: 'q', make: 'Apple', model: 'iPad Air', type: 'tablet', imei: '490154203237518', createdAt: '2026-01-01T00:00:00.000Z' })).toEqual({
      type: 'tablet',
      make: 'Apple',
      model: 'iPad Air',
      colour: '',
      imei: '490154203237518',
      serial: '',
    });
  });
});
