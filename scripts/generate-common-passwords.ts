// Writes functions/accounts/common-passwords.br: the most common passwords of the breach corpora
// zxcvbn ranks (@zxcvbn-ts/language-common, a dev dependency), in a form small enough for a Lambda.
// Only entries with a letter can ever match (the policy needs letters), so digits-only ones are left
// out; the rest are lower-cased, sorted, joined by newlines and Brotli-compressed (decisions 043, 025).
// Run: npx tsx scripts/generate-common-passwords.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { dictionary } from '@zxcvbn-ts/language-common';

/** How many passwords to ship (ASVS 2.1.7 asks for at least the top 10,000); each one is ~3 bytes packed. */
const COUNT = 10_000;

const ranked = (dictionary as unknown as Record<string, string[]>)['passwords-common']!;
const chosen = new Set<string>();
let rank = 0;
for (; rank < ranked.length && chosen.size < COUNT; rank++) {
  const word = ranked[rank]!.toLowerCase();
  if (/\p{L}/u.test(word)) chosen.add(word);
}
const words = [...chosen].sort();
const packed = brotliCompressSync(Buffer.from(words.join('\n')), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: words.join('\n').length },
});

const out = join(import.meta.dirname, '..', 'functions', 'accounts', 'common-passwords.br');
writeFileSync(out, packed);
console.log(`${words.length} passwords (from the top ${rank} ranked), ${packed.length} bytes -> ${out}`);
