import * as z from 'zod/mini';

export const OkSchema = z.object({ ok: z.boolean() });
export type Ok = z.infer<typeof OkSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
