import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import '../../../functions/lib/zod-messages';

const Schema = z.object({
  path: z.string(),
  loadTime: z.number(),
  nested: z.optional(z.object({ code: z.string().check(z.maxLength(3)) })),
  name: z.string().check(z.minLength(1, 'First name is required')),
});

function messages(input: unknown): string[] {
  const result = Schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('server-side zod messages', () => {
  it('names a missing field', () => {
    expect(messages({ loadTime: 1, name: 'A' })).toEqual(['path is required']);
  });

  it('names a field of the wrong type or size', () => {
    expect(messages({ path: '/', loadTime: 'fast', nested: { code: 'ABCD' }, name: 'A' })).toEqual([
      'loadTime: expected number, received string',
      'nested.code: Too big: expected string to have <=3 characters',
    ]);
  });

  it('keeps the messages the shared schemas set, word for word', () => {
    expect(messages({ path: '/', loadTime: 1, name: '' })).toEqual(['First name is required']);
  });
});
