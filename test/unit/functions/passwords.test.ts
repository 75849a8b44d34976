// Password hashing: every stage but the test suites' own uses OWASP's argon2id parameters, and a hash
// made with them verifies and names them in its PHC string.
import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ARGON2_PARAMS, argon2ParamsFor } from '../../../functions/lib/passwords';

describe('password hashing parameters', () => {
  it.each(['local', 'dev', 'prod'] as const)('are OWASP argon2id (m=19 MiB, t=2, p=1) on the %s stage', (stage) => {
    expect(argon2ParamsFor(stage)).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 });
  });

  it('are cheaper only on the test stage, still argon2id', () => {
    const params = argon2ParamsFor('test');

    expect(params.algorithm).toBe(2);
    expect(params.memoryCost).toBeLessThan(PRODUCTION_ARGON2_PARAMS.memoryCost);
  });

  it('make a hash that names them and verifies the password it was made from', async () => {
    const made = await hash('correct horse battery staple', PRODUCTION_ARGON2_PARAMS);

    expect(made).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(made, 'correct horse battery staple')).toBe(true);
    expect(await verify(made, 'correct horse battery stapler')).toBe(false);
  });
});
