// The counter's intake form (walk-in job, booking check-in, mail-in arrival) as text the staff type,
// turned into the API's body: pounds become integer pence, a promised day becomes closing time that
// day in London, and the passcode is only ever a yes/no (docs/api/repairs.md).
import { OPENING_HOURS } from '../../../shared/business';
import { londonWallClockToUtc } from '../../../shared/bookings/slots';
import { londonDay } from '../../../shared/dates';
import { MAX_PENCE } from '../../../shared/schemas/repairs/fields';
import type { FieldErrors } from './form-errors';

export interface IntakeFormValues {
  condition: string;
  /** Comma-separated, as typed: "Case, charger". */
  accessories: string;
  passcodeGiven: '' | 'yes' | 'no';
  powersOn: '' | 'yes' | 'no';
  estimate: string;
  /** YYYY-MM-DD from a date input. */
  promisedDay: string;
  technician: string;
}

export const emptyIntakeForm: IntakeFormValues = {
  condition: '',
  accessories: '',
  passcodeGiven: '',
  powersOn: '',
  estimate: '',
  promisedDay: '',
  technician: '',
};

export interface IntakeRequest {
  intake: { condition: string; accessories: string[]; passcodeGiven: boolean; powersOn?: boolean };
  estimatePence?: number;
  promisedAt?: string;
  technician?: string;
}

export const POUNDS_MESSAGE = 'Enter an amount in pounds, such as 89.99';

/** "89.99", "£89.99", "89" -> pence; null when blank; a message when it is not an amount. */
export function parsePounds(text: string, label = 'Amount'): { pence: number | null } | { error: string } {
  const typed = text.trim();
  if (typed === '') return { pence: null };
  const amount = typed.replace(/^£\s*/, '');
  // Digits with at most 2 decimals; commas only as thousands separators ("1,250.00").
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/.test(amount)) return { error: POUNDS_MESSAGE };
  const [whole = '0', fraction = ''] = amount.replace(/,/g, '').split('.');
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (pence > MAX_PENCE) return { error: `${label} must be at most £10,000.00` };
  return { pence };
}

const [closeHours = 17, closeMinutes = 30] = OPENING_HOURS.closes.split(':').map(Number);

/** A promised day means "by closing time that day", London time. */
export function promisedAtFromDay(day: string): string {
  return londonWallClockToUtc(day, closeHours * 60 + closeMinutes).toISOString();
}

/** The London day of an ISO time, for a date input. */
export function dayOfIso(iso: string | undefined): string {
  return iso ? londonDay(new Date(iso)) : '';
}

export function splitAccessories(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The body's intake part, or the messages to show by field (the server's field names). */
export function toIntakeRequest(values: IntakeFormValues): { body: IntakeRequest } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (values.condition.trim() === '') errors['intake.condition'] = 'Condition is required';
  if (values.passcodeGiven === '') errors['intake.passcodeGiven'] = 'Say whether the passcode was given';
  const estimate = parsePounds(values.estimate, 'Estimate');
  if ('error' in estimate) errors.estimatePence = estimate.error;
  if (values.promisedDay !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.promisedDay)) errors.promisedAt = 'Choose a date';
  if (Object.keys(errors).length > 0 || 'error' in estimate) return { errors };
  return {
    body: {
      intake: {
        condition: values.condition.trim(),
        accessories: splitAccessories(values.accessories),
        passcodeGiven: values.passcodeGiven === 'yes',
        ...(values.powersOn === '' ? {} : { powersOn: values.powersOn === 'yes' }),
      },
      ...(estimate.pence !== null ? { estimatePence: estimate.pence } : {}),
      ...(values.promisedDay ? { promisedAt: promisedAtFromDay(values.promisedDay) } : {}),
      ...(values.technician.trim() ? { technician: values.technician.trim() } : {}),
    },
  };
}
