// What the counter records when a device comes in (a walk-in, a booking checked in, a mail-in order
// received). Apart from ./job so bookings and mail-in orders, public pages, build only these schemas
// and not the whole job sheet's (decision 210).
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

export const FaultSchema = textSchema('Fault description', 1000);
export const TechnicianSchema = optionalTextSchema('Technician', 50);
