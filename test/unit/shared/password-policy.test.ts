import { describe, expect, it } from 'vitest';
import {
  PASSWORD_REQUIREMENTS,
  PERSONAL_DETAILS_REQUIREMENT,
  unmetPasswordRequirements,
} from '../../../shared/schemas/password-policy';

describe('password requirements', () => {
  it('lists the checklist texts in order', () => {
    expect(PASSWORD_REQUIREMENTS.map((r) => r.text)).toEqual([
      'At least 8 characters',
      'No more than 128 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      `One special character (@$!%*?&£"')`,
    ]);
  });

  it('finds nothing unmet in a good password', () => {
    expect(unmetPasswordRequirements('Harbour&Lights9')).toEqual([]);
  });

  it('names each unmet requirement', () => {
    expect(unmetPasswordRequirements('abc')).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One number',
      `One special character (@$!%*?&£"')`,
    ]);
  });

  it('refuses more than 128 characters', () => {
    expect(unmetPasswordRequirements(`Aa1!${'x'.repeat(125)}`)).toEqual(['No more than 128 characters']);
  });

  it('accepts any other character too (spaces, #, emoji) once the classes are there', () => {
    expect(unmetPasswordRequirements('Correct horse #battery 9!')).toEqual([]);
  });

  it.each([
    ['the email address', 'Jo.Bloggs@example.com1A!', { email: 'jo.bloggs@example.com' }],
    ["the email's name part", 'Jo.Bloggs99!', { email: 'jo.bloggs@example.com' }],
    ['the phone number', 'Phone07700900123!a', { phone: '07700 900123' }],
    ['the phone number spread out', 'A!a 07700-900-123', { phone: '07700900123' }],
    ['the username, in any case', 'SiobhanO_2024!', { username: 'siobhano_2024' }],
  ])('refuses a password containing %s', (_what, password, context) => {
    expect(unmetPasswordRequirements(password, context)).toEqual([PERSONAL_DETAILS_REQUIREMENT]);
  });

  it('does not refuse a short email name part that happens to appear', () => {
    expect(unmetPasswordRequirements('Joyful&Lights9', { email: 'jo@example.com' })).toEqual([]);
  });
});
