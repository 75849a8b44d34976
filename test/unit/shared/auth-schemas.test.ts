// Every validation message of issue 3 / SPEC section 5, word for word, from the shared schemas the
// browser's forms and the server both use.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  LoginFormSchema,
  LoginRequestSchema,
  RegisterFormSchema,
  RegisterRequestSchema,
  ResetPasswordFormSchema,
  toRegisterRequest,
} from '../../../shared/schemas/auth';
import { parseLoginIdentifier } from '../../../shared/schemas/account-fields';
import { ChangePasswordFormSchema, UpdateProfileRequestSchema } from '../../../shared/schemas/profile';

function messagesFor(schema: z.ZodMiniType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

const validRegistration = {
  firstName: 'Siobhán',
  lastName: "O'Neill-Smith",
  email: 'Siobhan@Example.com',
  phone: '07700 900123',
  address: '27 Botanic Avenue, Belfast, BT7 1JG',
  username: 'siobhan_o',
  password: 'Harbour&Lights9',
  confirmPassword: 'Harbour&Lights9',
  terms: true,
};

describe('login form', () => {
  it('asks for the identifier when it is blank', () => {
    expect(messagesFor(LoginFormSchema, { username: '  ', password: 'x' }, 'username')).toEqual([
      'Phone number, username, or email is required',
    ]);
  });

  it.each(['ab', 'not an email@', '07700-900123', '+44 7700 900123', 'bad-name!'])('refuses %j as an identifier', (username) => {
    expect(messagesFor(LoginFormSchema, { username, password: 'x' }, 'username')).toEqual([
      'Must be a valid UK mobile number (07xxx xxxxxx), email address, or username',
    ]);
  });

  it.each(['07700 900123', '07700900123', 'Someone@Example.COM', 'abc', 'user_name_1'])('accepts %j as an identifier', (username) => {
    expect(LoginFormSchema.safeParse({ username, password: 'x', rememberMe: true }).success).toBe(true);
  });

  it('asks for the password when it is blank', () => {
    expect(messagesFor(LoginFormSchema, { username: 'abc', password: '' }, 'password')).toEqual(['Password is required']);
  });

  it('does not send rememberMe: the request schema strips it', () => {
    const parsed = LoginRequestSchema.parse({ username: 'abc', password: 'x', rememberMe: true });
    expect(parsed).toEqual({ username: 'abc', password: 'x' });
  });
});

describe('login identifier', () => {
  it('reads a mobile with spaces as a phone without them', () => {
    expect(parseLoginIdentifier(' 07700 900 123 ')).toEqual({ kind: 'phone', value: '07700900123' });
  });

  it('reads an email case-insensitively', () => {
    expect(parseLoginIdentifier('Someone@Example.COM')).toEqual({ kind: 'email', value: 'someone@example.com' });
  });

  it('reads letters, digits and underscores as a username, lower-cased', () => {
    expect(parseLoginIdentifier('Jo_Bloggs7')).toEqual({ kind: 'username', value: 'jo_bloggs7' });
  });

  it('reads nothing from two characters', () => {
    expect(parseLoginIdentifier('ab')).toBeNull();
  });
});

describe('register form', () => {
  it('accepts a complete, valid registration', () => {
    expect(RegisterFormSchema.safeParse(validRegistration).success).toBe(true);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '   ', 'Last name is required'],
    ['firstName', 'a'.repeat(51), 'First name must be less than 50 characters'],
    ['lastName', 'b'.repeat(51), 'Last name must be less than 50 characters'],
    ['firstName', 'R2-D2', 'First name must contain only letters, spaces, hyphens, and apostrophes'],
    ['lastName', 'Smith!', 'Last name must contain only letters, spaces, hyphens, and apostrophes'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '028 9649 6123', 'Must be a valid UK mobile number (format: 07xxx xxxxxx)'],
    ['phone', '0770090012', 'Must be a valid UK mobile number (format: 07xxx xxxxxx)'],
    ['password', 'Ab1!', 'Password must be at least 8 characters'],
    ['password', `Aa1!${'x'.repeat(125)}`, 'Password must be less than 128 characters'],
    [
      'password',
      'alllowercase1!',
      `Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character (@$!%*?&£"')`,
    ],
    ['confirmPassword', '', 'Please confirm your password'],
    ['terms', false, 'You must agree to the terms and conditions'],
  ])('%s = %j gives %j', (field, value, message) => {
    const input = { ...validRegistration, [field]: value };
    if (field === 'password') input.confirmPassword = value as string;
    expect(messagesFor(RegisterFormSchema, input, field)).toContain(message);
  });

  it("puts \"Passwords don't match\" on confirmPassword", () => {
    const input = { ...validRegistration, confirmPassword: 'Harbour&Lights8' };
    expect(messagesFor(RegisterFormSchema, input, 'confirmPassword')).toEqual(["Passwords don't match"]);
  });

  it('shows the mismatch even while another field is wrong', () => {
    const input = { ...validRegistration, firstName: '', confirmPassword: 'different' };
    expect(messagesFor(RegisterFormSchema, input, 'confirmPassword')).toEqual(["Passwords don't match"]);
  });

  it('allows exactly 50 characters in a name and 128 in a password', () => {
    const password = `Aa1!${'x'.repeat(124)}`;
    const input = { ...validRegistration, firstName: 'a'.repeat(50), password, confirmPassword: password };
    expect(RegisterFormSchema.safeParse(input).success).toBe(true);
  });

  it.each(['@', '$', '!', '%', '*', '?', '&', '£', '"', "'"])('counts %s as a special character', (special) => {
    const password = `Abcdefg1${special}`;
    expect(RegisterFormSchema.safeParse({ ...validRegistration, password, confirmPassword: password }).success).toBe(true);
  });

  it('accepts Irish names with fadas and a typographic apostrophe', () => {
    const input = { ...validRegistration, firstName: 'Seán', lastName: 'Ó’Súilleabháin' };
    expect(RegisterFormSchema.safeParse(input).success).toBe(true);
  });

  it('strips spaces from the phone and lower-cases the email', () => {
    const parsed = RegisterFormSchema.parse(validRegistration);
    expect(parsed.phone).toBe('07700900123');
    expect(parsed.email).toBe('siobhan@example.com');
  });

  it('leaves address and username optional', () => {
    const { address: _address, username: _username, ...rest } = validRegistration;
    const parsed = RegisterFormSchema.parse(rest);
    expect(parsed.username).toBe('');
    expect(parsed.address).toBeUndefined();
  });

  it("refuses someone else's mobile number as a username", () => {
    const input = { ...validRegistration, username: '07700900999' };
    expect(messagesFor(RegisterFormSchema, input, 'username')).toEqual([
      'A phone number can only be the username of its own account',
    ]);
  });

  it('sends neither confirmPassword nor terms', () => {
    const request = toRegisterRequest(RegisterFormSchema.parse(validRegistration));
    expect(request).not.toHaveProperty('confirmPassword');
    expect(request).not.toHaveProperty('terms');
    expect(RegisterRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the phone number as the username when the field is left empty (issue 11)', () => {
    const request = toRegisterRequest(RegisterFormSchema.parse({ ...validRegistration, username: '', phone: '07700 900123' }));

    expect(request.username).toBe('07700900123');
    expect(RegisterRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('register request (server side)', () => {
  it('re-checks every field with the same messages', () => {
    const input = { ...validRegistration, firstName: '', phone: '123' };
    expect(messagesFor(RegisterRequestSchema, input, 'firstName')).toEqual(['First name is required']);
    expect(messagesFor(RegisterRequestSchema, input, 'phone')).toEqual([
      'Must be a valid UK mobile number (format: 07xxx xxxxxx)',
    ]);
  });

  it('leaves the password policy to the server, which answers with requirements', () => {
    const { confirmPassword: _c, terms: _t, ...request } = validRegistration;
    expect(RegisterRequestSchema.safeParse({ ...request, password: 'weak' }).success).toBe(true);
    expect(messagesFor(RegisterRequestSchema, { ...request, password: '' }, 'password')).toEqual(['Password is required']);
  });
});

describe('password forms', () => {
  it("puts \"Passwords don't match\" on confirmPassword when resetting", () => {
    expect(
      messagesFor(ResetPasswordFormSchema, { password: 'Harbour&Lights9', confirmPassword: 'nope' }, 'confirmPassword'),
    ).toEqual(["Passwords don't match"]);
  });

  it('checks the new password when changing it', () => {
    const input = { currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' };
    expect(messagesFor(ChangePasswordFormSchema, input, 'newPassword')).toContain('Password must be at least 8 characters');
  });
});

describe('profile', () => {
  it('uses the registration messages for names and phone', () => {
    const input = { firstName: '', lastName: 'X', phone: '' };
    expect(messagesFor(UpdateProfileRequestSchema, input, 'firstName')).toEqual(['First name is required']);
    expect(messagesFor(UpdateProfileRequestSchema, input, 'phone')).toEqual(['Phone number is required']);
  });
});
