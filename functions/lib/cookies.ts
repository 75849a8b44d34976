import { env } from '../env';

/** API Gateway v2 hands cookies over as `name=value` strings. */
export function readCookie(cookies: readonly string[] | undefined, name: string): string | null {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const index = part.indexOf('=');
      if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  const attributes = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (env.STAGE !== 'local' && env.STAGE !== 'test') attributes.push('Secure');
  return attributes.join('; ');
}

export function clearCookie(name: string): string {
  return serializeCookie(name, '', 0);
}
