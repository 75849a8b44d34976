// Turns zod issues into the 400 body the UI shows: the first message, and every message by field.
import type * as z from 'zod/mini';
import { BadRequestError } from './http-errors';

export function validationError(issues: readonly z.core.$ZodIssue[]): BadRequestError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return new BadRequestError(issues[0]?.message ?? 'Invalid input', { errors });
}
