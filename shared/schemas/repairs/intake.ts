// What the counter records when a device is handed in, on its own: bookings and mail-in check a
// device in with it, and importing it from job.ts built every job sheet schema at each of their
// functions' cold starts (decision 216) and on the public booking and mail-in pages (decision 210).
import * as z from 'zod/mini';
import { optionalTextSchema, textSchema } from './fields';

export const PASSCODE_FIELD_MESSAGE = 'Never record the passcode itself: only whether it was given';

/**
 * What the counter checks at intake. Strict: a `passcode` (or any unknown field) is refused, so the
 * passcode itself can never be stored by mistake.
 */
export const IntakeChecklistSchema = z
  .strictObject(
    {
      condition: textSchema('Condition', 500),
      accessories: z._default(
        z.array(textSchema('Accessory', 40)).check(z.maxLength(10, 'At most 10 accessories')),
        [],
      ),
      passcodeGiven: z.boolean('Say whether the passcode was given'),
      powersOn: z.optional(z.boolean()),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' && issue.keys.some((k) => /pass|pin/i.test(k)) ? PASSCODE_FIELD_MESSAGE : undefined) },
  );
export type IntakeChecklist = z.infer<typeof IntakeChecklistSchema>;

export const TechnicianSchema = optionalTextSchema('Technician', 50);
