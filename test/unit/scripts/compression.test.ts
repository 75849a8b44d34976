import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, compressCached } from '../../../scripts/local/compression';

// A page's worth of repetitive text, as a chunk of the build is.
const body = Buffer.from(Array.from({ length: 400 }, (_, i) => `<li class="row">Screen repair ${i % 37}</li>`).join('\n'));

describe("the local server's compression, as CloudFront's", () => {
  it('chooses brotli, then gzip, and leaves small or binary bodies alone', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/html', 5000)).toBe('br');
    expect(chooseEncoding('gzip;q=1.0', 'application/javascript', 5000)).toBe('gzip');
    expect(chooseEncoding('br', 'text/css', 999)).toBeNull();
    expect(chooseEncoding('br', 'image/png', 5000)).toBeNull();
    expect(chooseEncoding(undefined, 'text/html', 5000)).toBeNull();
  });

  it('gives back the same bytes at either level', async () => {
    expect(brotliDecompressSync(await compress(body, 'br', 'best'))).toEqual(body);
    expect(brotliDecompressSync(await compress(body, 'br', 'fast'))).toEqual(body);
    expect(gunzipSync(await compress(body, 'gzip', 'best'))).toEqual(body);
  });

  it("compresses a file once per level: a test stack's fast copy is not the best one", async () => {
    const key = `test-file:${Date.now()}`;
    const best = compressCached(key, body, 'br');
    expect(compressCached(key, body, 'br', 'best')).toBe(best);
    const fast = compressCached(key, body, 'br', 'fast');
    expect(fast).not.toBe(best);
    expect(compressCached(key, body, 'br', 'fast')).toBe(fast);
    expect(brotliDecompressSync(await fast)).toEqual(body);
    expect((await best).length).toBeLessThanOrEqual((await fast).length);
  });
});
