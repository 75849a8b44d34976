// Field rules the content schemas share: slugs, short texts, pence.
import * as z from 'zod/mini';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug must be lower-case letters, digits and single hyphens (for example screen-repair)';

export function slugSchema(label = 'Slug') {
  return z.string(`${label} is required`).check(
    z.trim(),
    z.minLength(3, `${label} must be at least 3 characters`),
    z.maxLength(80, `${label} must be at most 80 characters`),
    z.regex(SLUG_PATTERN, SLUG_MESSAGE),
  );
}

export const SlugParamsSchema = z.object({ id: slugSchema('id') });

/** Turns a title into a slug: "Wet phone? Don't use rice" -> "wet-phone-dont-use-rice". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
