// What a password hash made by the test stage starts with: its PHC string names argon2id and the
// stage's parameters (functions/lib/passwords.ts), so a test can tell a fresh hash from an old one.
import { argon2ParamsFor } from '../../functions/lib/passwords';

export function testStageHashPrefix(): RegExp {
  const { memoryCost, timeCost, parallelism } = argon2ParamsFor('test');
  return new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`);
}
