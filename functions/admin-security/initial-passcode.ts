// The first passcode of an admin: there is no default in the code (issue 4). The local stack's first
// start generates one and prints it once, or takes ADMIN_PASSCODE; an admin without one unlocks
// with the admin password through emergency recovery and sets their own (decision 064).
import { randomInt } from 'node:crypto';
import { PASSCODE_LENGTH } from '../../shared/admin-timeout';
import { PasscodeSchema } from '../../shared/schemas/admin-security';
import { setInitialPasscode } from '../data/admin-security';
import { hashPassword } from '../lib/passwords';

/** 6 uniformly random digits (leading zeros kept). */
export function generatePasscode(): string {
  return String(randomInt(0, 10 ** PASSCODE_LENGTH)).padStart(PASSCODE_LENGTH, '0');
}

/**
 * Gives the admin a first passcode unless they have one. Answers the passcode when this call set it,
 * so it is shown that once; null when the admin already had one.
 */
export async function provisionInitialPasscode(userId: string, fromEnv: string | undefined, now: Date): Promise<string | null> {
  const passcode = fromEnv ?? generatePasscode();
  PasscodeSchema.parse(passcode);
  return (await setInitialPasscode(userId, await hashPassword(passcode), now)) ? passcode : null;
}
