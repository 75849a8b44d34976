import * as z from 'zod/mini';
import { LOOKUP_MIN_LENGTH } from './account-fields';

export const CheckUsernameParamsSchema = z.object({
  username: z.string().check(
    z.trim(),
    z.minLength(LOOKUP_MIN_LENGTH, `Username must be at least ${LOOKUP_MIN_LENGTH} characters`),
    z.maxLength(64, 'Username is too long'),
  ),
});

/** GET /api/check-username/{username}: suggestions are free usernames, checked when answered. */
export const UsernameCheckSchema = z.object({
  available: z.boolean(),
  message: z.string(),
  suggestions: z.array(z.string()),
});
export type UsernameCheck = z.infer<typeof UsernameCheckSchema>;
