// Clear messages for input the shared schemas give no message of their own ("fullUrl is required"
// rather than zod/mini's bare "Invalid input"). Server side only: the browser never loads a locale,
// and every message the UI shows word for word is set on its schema, which wins over this.
import * as z from 'zod/mini';
// The one locale by name: reaching it through z.locales would bundle all of zod's forty-odd locales.
import { en } from 'zod/locales';

const english = en();

export function fieldMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const field = issue.path?.length ? issue.path.join('.') : null;
  if (!field) return undefined;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  const described = english.localeError(issue);
  const text = typeof described === 'string' ? described : described?.message;
  return text ? `${field}: ${text.replace(/^Invalid input: /, '')}` : undefined;
}

z.config({ ...english, customError: fieldMessage });
