// Passwords for seeded accounts: generated on first start, never written in the code.
import { randomBytes, randomInt } from 'node:crypto';
import { PASSWORD_SPECIAL_CHARACTERS, unmetPasswordRequirements } from '../../shared/schemas/password-policy';

const ASCII_SPECIALS = [...PASSWORD_SPECIAL_CHARACTERS].filter((c) => c.charCodeAt(0) < 128 && c !== '"' && c !== "'");

/** 20 characters: 16 random URL-safe ones (96 bits) plus one of each class the policy asks for. */
export function generatePassword(): string {
  for (;;) {
    // ASCII specials only: easy to type on any keyboard.
    const special = ASCII_SPECIALS[randomInt(ASCII_SPECIALS.length)]!;
    const candidate = `${randomBytes(12).toString('base64url')}K${String(randomInt(10))}q${special}`;
    if (unmetPasswordRequirements(candidate).length === 0) return candidate;
  }
}
