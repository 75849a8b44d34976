// Free alternatives to a taken username: variants of it with numbers, each checked against the
// uniqueness items in one batch read before it is offered.
import { randomInt } from 'node:crypto';
import { USERNAME_MAX_LENGTH } from '../../shared/schemas/account-fields';
import { takenUsernames } from '../data/users';

export const SUGGESTION_COUNT = 3;

/** The typed name reduced to allowed characters, short enough to take a suffix. */
export function usernameBase(typed: string): string {
  const cleaned = typed.replace(/[^A-Za-z0-9_]/g, '').slice(0, USERNAME_MAX_LENGTH - 5);
  return cleaned.length >= 3 ? cleaned : (cleaned || 'user').padEnd(3, '_');
}

/** Candidate usernames, all different and all valid; some random so two visitors see different ones. */
export function usernameCandidates(typed: string, year: number): string[] {
  const base = usernameBase(typed);
  const candidates = [
    `${base}${randomInt(1, 100)}`,
    `${base}_${randomInt(100, 1000)}`,
    `${base}${year}`,
    `${base}_${randomInt(10, 100)}`,
    `${base}${randomInt(100, 10000)}`,
    `${base}_ni`,
    `${base}_bt`,
    `${base}${randomInt(1000, 100000)}`,
  ];
  return [...new Set(candidates.filter((c) => c.toLowerCase() !== typed.toLowerCase()))];
}

/** Up to SUGGESTION_COUNT candidates that no account uses. */
export async function suggestFreeUsernames(typed: string, now: Date): Promise<string[]> {
  const candidates = usernameCandidates(typed, now.getUTCFullYear());
  const taken = await takenUsernames(candidates);
  return candidates.filter((c) => !taken.has(c)).slice(0, SUGGESTION_COUNT);
}
