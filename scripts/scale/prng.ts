// A small seeded generator (mulberry32) for the scale data: the same seed and day give the same
// records on every machine, so a run can stop and resume, and two benches compare like with like.

/** A 32-bit hash of a string (FNV-1a), to seed one stream per day and kind. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `bytes` hex-free base64url characters: ids and codes that look like the app's. */
  token(length: number): string;
  digits(length: number): string;
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function seeded(...parts: (string | number)[]): Random {
  let state = hashSeed(parts.join('|'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    token: (length) => Array.from({ length }, () => TOKEN_ALPHABET[int(0, 63)]).join(''),
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
