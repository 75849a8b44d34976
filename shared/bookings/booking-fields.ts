// The problem and contact fields a booking asks for, with their messages, shared by the browser's
// form and the server. The device uses the repairs area's DeviceInputSchema
// (shared/schemas/repairs/device.ts): one device shape for bookings, mail-in orders and jobs.
import * as z from 'zod/mini';
import { EmailSchema, PhoneSchema } from '../schemas/account-fields';

export const PROBLEM_MIN_LENGTH = 10;
export const PROBLEM_MAX_LENGTH = 1000;

function requiredText(label: string, max: number) {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be less than ${max} characters`),
  );
}

export const ProblemSchema = z.string('Please describe the problem').check(
  z.trim(),
  z.minLength(PROBLEM_MIN_LENGTH, `Please describe the problem in at least ${PROBLEM_MIN_LENGTH} characters`),
  z.maxLength(PROBLEM_MAX_LENGTH, `Problem description must be less than ${PROBLEM_MAX_LENGTH} characters`),
);

export const ContactSchema = z.object({
  name: requiredText('Name', 100),
  phone: PhoneSchema,
  email: EmailSchema,
});
export type Contact = z.infer<typeof ContactSchema>;
