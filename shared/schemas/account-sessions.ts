// The signed-in user's sessions (issue 12): each browser or device signed in, with the place its
// address points to and when it was last seen; any one of them, or all the others, can be ended.
import * as z from 'zod/mini';

export const AccountSessionSchema = z.object({
  /** Opaque: names the session for ending it; never the token or anything that signs in. */
  id: z.string(),
  current: z.boolean(),
  /** "Chrome on Windows", read from the user agent. */
  device: z.string(),
  /** The client address it signed in from, and what it says about the place. */
  address: z.optional(z.string()),
  place: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessionList = z.infer<typeof AccountSessionListSchema>;

export const SessionIdParamsSchema = z.object({
  sessionId: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'Unknown session')),
});

export const EndedSessionsSchema = z.object({ ended: z.number(), message: z.string() });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;
