// What the sessions list shows of a stored session: an opaque id, the device read from the user agent
// and the place the client address points to. Pure, so each reading is unit tested.
import { isIP } from 'node:net';
import type { AccountSession } from '../../shared/schemas/account-sessions';
import type { Session } from '../data/sessions';
import { sha256Hex } from '../lib/tokens';

/** The session's id in the list: derived from the token hash, useless for signing in. */
export function sessionIdOf(tokenHash: string): string {
  return sha256Hex(`session-id:${tokenHash}`).slice(0, 32);
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows"; an agent we cannot read is named by its first word. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.split(/[\s/]/)[0]!.slice(0, 40);
}

/** Private, loopback and link-local ranges: the address says only "this network". */
function isLocalAddress(address: string): boolean {
  if (address === '::1' || /^fe80:/i.test(address) || /^f[cd]/i.test(address)) return true;
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIP(v4) !== 4) return false;
  const [a, b] = v4.split('.').map(Number) as [number, number];
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/**
 * Where an address points. Without a geolocation database (none ships with the project) the place is
 * the address itself; a private one is named as the local network (decision 045).
 */
export function placeOf(address: string | undefined): string {
  if (!address) return 'Unknown place';
  if (isLocalAddress(address)) return 'Local network';
  return `Internet address ${address}`;
}

export function sessionView(session: Session, currentHash: string | null): AccountSession {
  return {
    id: sessionIdOf(session.tokenHash),
    current: session.tokenHash === currentHash,
    device: deviceOf(session.userAgent),
    ...(session.clientIp ? { address: session.clientIp } : {}),
    place: placeOf(session.clientIp),
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
  };
}
