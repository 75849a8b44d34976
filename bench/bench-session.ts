// The bench's signed-in customer: created in the stack's table, then signed in through the API.
import { BENCH_EMAIL } from './bench-account';
import { BENCH_PASSWORD, BENCH_USERNAME, requestHeaders, scenarios } from './scenarios';

export async function createBenchUser(): Promise<void> {
  // Loaded after the stack set the functions' environment.
  const { createUser } = await import('../functions/data/users');
  const { hashPassword } = await import('../functions/lib/passwords');
  await createUser({
    firstName: 'Bench',
    lastName: 'Mark',
    email: BENCH_EMAIL,
    phone: '07700900999',
    username: BENCH_USERNAME,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    role: 'customer',
    emailVerified: true,
  });
}

export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: requestHeaders({ ...scenarios[0]!, body: {} }, ''),
    body: JSON.stringify({ username: BENCH_USERNAME, password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('drs_session='));
  if (response.status !== 200 || !cookie) throw new Error(`Benchmark sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}
