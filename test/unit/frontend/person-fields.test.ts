// Issue 11 item 4 (the part about the account forms): the first name, last name and phone fields are
// one component each, used by both the register and the profile forms instead of each spelling them out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const forms = ['register-form.tsx', 'profile-details-form.tsx'].map((file) => ({
  file,
  source: readFileSync(new URL(`../../../frontend/src/features/auth/components/${file}`, import.meta.url), 'utf8'),
}));

describe('the name and phone fields of the account forms', () => {
  it.each(forms.map((form) => [form.file, form.source] as const))('%s uses NameFields and PhoneField', (_file, source) => {
    expect(source).toContain('<NameFields');
    expect(source).toContain('<PhoneField');
    expect(source).not.toMatch(/label="(First name|Last name|Phone number)"/);
  });
});
