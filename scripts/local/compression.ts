// Compression as CloudFront applies it (compress: true on every behaviour): brotli when the browser
// accepts it, else gzip, for text types from 1,000 bytes up. Immutable files are compressed once.
// Compression runs on libuv's thread pool: brotli's best level takes seconds on the larger chunks
// (2.5 s on the API reference's), and done synchronously it held up every API call meanwhile.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
/** Brotli's and gzip's best level, or a fast one. */
export type CompressionEffort = 'best' | 'fast';

/** CloudFront compresses objects between 1,000 and 10,000,000 bytes. */
const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function chooseEncoding(acceptEncoding: string | undefined, contentType: string, size: number): Encoding | null {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Files are compressed once, so at the best ratio; rendered pages per response, at a fast level. */
export function compress(body: Buffer, encoding: Encoding, effort: CompressionEffort = 'fast'): Promise<Buffer> {
  const best = effort === 'best';
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: best ? 9 : 6 });
}

const cache = new Map<string, Promise<Buffer>>();

/**
 * Compressed once per key and encoding: the key names one version of a file (requests meanwhile share
 * the work). At the best level by default, as CloudFront's copies are; a test stack asks for the fast
 * level, as its files are fetched by one browser for minutes rather than by visitors for months.
 */
export function compressCached(key: string, body: Buffer, encoding: Encoding, effort: CompressionEffort = 'best'): Promise<Buffer> {
  const cacheKey = `${encoding}:${effort}:${key}`;
  let compressed = cache.get(cacheKey);
  if (!compressed) {
    compressed = compress(body, encoding, effort);
    cache.set(cacheKey, compressed);
    // A failure is not kept: the next request compresses again, as it did when this was synchronous.
    compressed.catch(() => cache.delete(cacheKey));
  }
  return compressed;
}
