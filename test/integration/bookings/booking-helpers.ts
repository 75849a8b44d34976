// Helpers for the bookings and mail-in integration tests: signed-in customers and admins, slots no
// other test file uses, a valid booking body, and the outbox.
import { randomInt } from 'node:crypto';
import { routes } from '../../../shared/api/manifest';
import { isOpeningDay, slotStartsOfDay, toLondon } from '../../../shared/bookings/slots';
import { createUser } from '../../../functions/data/users';
import { hashPassword } from '../../../functions/lib/passwords';
import { invoke } from '../../support/invoke';
import { emailsTo, newPerson, sessionFor, withSession, type Person } from '../accounts/account-helpers';
import { addDays } from '../../../shared/dates';

export { emailsTo, withSession };

export interface SignedIn {
  person: Person;
  userId: string;
  token: string;
  cookies: { cookies: Record<string, string> };
}

async function signedIn(role: 'customer' | 'admin'): Promise<SignedIn> {
  const person = newPerson();
  const user = await createUser({ ...person, passwordHash: await hashPassword(person.password), role, emailVerified: true });
  const token = await sessionFor(person);
  return { person, userId: user.id, token, cookies: withSession(token) };
}

export const signedInCustomer = () => signedIn('customer');
export const signedInAdmin = () => signedIn('admin');

/**
 * Each test file owns one slot time of day (0 to 12, 11:00 to 17:00) and takes a new opening day for
 * each slot it asks for, so files running side by side never share a slot.
 */
export function slotPicker(slotOfDay: number, firstDayAhead = 2) {
  let day = addDays(toLondon(new Date()).day, firstDayAhead);
  return (): string => {
    while (!isOpeningDay(day)) day = addDays(day, 1);
    const start = slotStartsOfDay(day)[slotOfDay]!;
    day = addDays(day, 1);
    return start;
  };
}

/** The next London day (from today) with the given ISO weekday (1 Monday ... 7 Sunday). */
export function nextWeekday(isoWeekday: number): string {
  let day = addDays(toLondon(new Date()).day, 1);
  while (((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1 !== isoWeekday) day = addDays(day, 1);
  return day;
}

export function bookingBody(slotStart: string, overrides: Record<string, unknown> = {}) {
  const person = newPerson();
  return {
    slotStart,
    device: { type: 'phone', make: 'Apple', model: 'iPhone 13', colour: 'Midnight', imei: '490154203237518' },
    problem: 'Cracked screen after a drop, touch still works',
    contact: { name: `${person.firstName} ${person.lastName}`, phone: person.phone, email: person.email },
    ...overrides,
  };
}

/** A client address of its own for each booking, unless given: the per-address limit is tested on its own. */
export function book(body: unknown, options: { cookies?: Record<string, string>; sourceIp?: string } = {}) {
  return invoke(routes.createBooking, { body, sourceIp: randomAddress(), ...options });
}

export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Places left in one slot, as the public slot listing shows them. */
export async function remainingIn(slotStart: string): Promise<number | undefined> {
  const day = toLondon(new Date(slotStart)).day;
  const result = await invoke(routes.listBookingSlots, { query: { from: day } });
  return (result.body.slots as { start: string; remaining: number }[]).find((s) => s.start === slotStart)?.remaining;
}
