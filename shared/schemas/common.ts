import * as z from 'zod/mini';

export const OkSchema = z.object({ ok: z.boolean() });
export type Ok = z.infer<typeof OkSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A list a page at a time (the account's purchases, job sheets, devices: decision 297): the opaque cursor its last page answered. */
export const PageCursorQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,600}$/, 'The page cursor is not valid. Start again from the first page.'))),
});
export type PageCursorQuery = z.infer<typeof PageCursorQuerySchema>;
