// Where a webhook may point (decision 279): https only, to a name or a public address; on the local
// and test stages also http to this machine, so the tests' receiver and a developer's can listen.
// A name is checked again where it leads just before each delivery: a public name can be pointed at
// the shop's own network after it was registered.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { BadRequestError } from '../lib/http-errors';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) {
    const [a, b] = bare.split('.').map(Number) as [number, number];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  if (isIP(bare) === 6) return bare === '::1' || bare === '::' || /^f[cd]/i.test(bare) || /^fe80/i.test(bare) || bare.startsWith('::ffff:');
  return bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.internal') || bare.endsWith('.local');
}

/** The URL as it will be called, or a 400 saying what is wrong with it. */
export function checkEndpointUrl(raw: string, stage: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BadRequestError('URL must be a full address starting with https://');
  }
  const local = stage === 'local' || stage === 'test';
  if (url.username || url.password) throw new BadRequestError('URL must not contain a user name or password');
  if (local && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.toString();
  if (url.protocol !== 'https:') throw new BadRequestError('URL must start with https://');
  if (!local && isPrivateAddress(url.hostname)) throw new BadRequestError('URL must be a public address');
  return url.toString();
}

export const PRIVATE_DESTINATION_MESSAGE = 'The address leads to a private network';

type Lookup = (host: string) => Promise<readonly { address: string }[]>;
const lookupAll: Lookup = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Null when a delivery may go to `url` now, else why not: in the cloud every address the name
 * resolves to must be public (the tests' and a developer's receiver listen on this machine).
 */
export async function privateDestination(url: string, stage: string, resolve: Lookup = lookupAll): Promise<string | null> {
  if (stage === 'local' || stage === 'test') return null;
  const host = new URL(url).hostname;
  if (isIP(host.replace(/^\[|\]$/g, ''))) return isPrivateAddress(host) ? PRIVATE_DESTINATION_MESSAGE : null;
  const addresses = await resolve(host).catch(() => []);
  if (addresses.length === 0) return 'The address could not be found';
  return addresses.some(({ address }) => isPrivateAddress(address)) ? PRIVATE_DESTINATION_MESSAGE : null;
}
