// Compression as CloudFront applies it (compress: true on every behaviour): brotli when the browser
// accepts it, else gzip, for text types from 1,000 bytes up. Immutable files are compressed once.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses objects between 1,000 and 10,000,000 bytes. */
const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

export function chooseEncoding(acceptEncoding: string | undefined, contentType: string, size: number): Encoding | null {
  if (size < MIN_BYTES || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });
}

const cache = new Map<string, Buffer>();

/** Compressed once per file and encoding: for files that never change under their name. */
export function compressCached(key: string, body: Buffer, encoding: Encoding): Buffer {
  const cacheKey = `${encoding}:${key}`;
  let compressed = cache.get(cacheKey);
  if (!compressed) {
    compressed = compress(body, encoding);
    cache.set(cacheKey, compressed);
  }
  return compressed;
}
