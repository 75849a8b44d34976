// Password hashing: argon2id at OWASP's recommended parameters. The PHC string keeps the
// parameters beside the hash, so raising them later upgrades each hash at its next sign-in.
import { hash, verify } from '@node-rs/argon2';
import { env, type FunctionsEnv } from '../env';

/** OWASP Password Storage Cheat Sheet: m=19 MiB, t=2, p=1. */
export const PRODUCTION_ARGON2_PARAMS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, so spelt out for isolated modules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

/**
 * The test stage (the test suites' own stacks) hashes with argon2id's least cost: a suite makes
 * thousands of accounts, and the hashing's strength is no part of what those tests prove. Every
 * other stage, local included, uses the production parameters (test/unit/functions/passwords.test.ts).
 */
const TEST_STAGE_ARGON2_PARAMS = { ...PRODUCTION_ARGON2_PARAMS, memoryCost: 64, timeCost: 1 } as const;

export function argon2ParamsFor(stage: FunctionsEnv['STAGE']): typeof PRODUCTION_ARGON2_PARAMS | typeof TEST_STAGE_ARGON2_PARAMS {
  return stage === 'test' ? TEST_STAGE_ARGON2_PARAMS : PRODUCTION_ARGON2_PARAMS;
}

const ARGON2_PARAMS = argon2ParamsFor(env.STAGE);

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with other parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m !== ARGON2_PARAMS.memoryCost || t !== ARGON2_PARAMS.timeCost || p !== ARGON2_PARAMS.parallelism;
}

let dummyHash: Promise<string> | null = null;

/** Verifies against a throwaway hash so an unknown account costs the same time as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('unknown-account-dummy-password');
  await verifyPassword(await dummyHash, password);
}
