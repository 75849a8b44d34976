// Turns a customer's address into the street-level line kept for suggestions: house numbers, flat
// numbers and house names are dropped, so what other visitors are offered is a street, never a home.

const UNIT_PREFIX = /^(flat|apartment|apt|unit|suite|room|floor|no\.?)\b/i;
const HOUSE_NUMBER = /^\d+[a-z]?(?:\s*[-/]\s*\d+[a-z]?)?\s+/i;
const STREET_WORD =
  /\b(road|rd|street|st|avenue|ave|lane|drive|park|gardens|way|crescent|close|court|place|terrace|hill|grove|view|walk|square|parade|row|mews|green|rise|brae|manor|heights|vale|glen|wood|boulevard|embankment|quay)\b/i;
const POSTCODE = /\b(BT\d{1,2})\s*(\d[A-Z]{2})\b/i;

function segmentsOf(address: string): string[] {
  return address
    .split(/[,\n]/)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** Upper-cases and spaces a UK postcode wherever it appears. */
export function tidyPostcodes(text: string): string {
  return text.replace(new RegExp(POSTCODE.source, 'gi'), (_, outward: string, inward: string) => `${outward.toUpperCase()} ${inward.toUpperCase()}`);
}

/**
 * The address from its street onwards ("Botanic Avenue, Belfast, BT7 1JG"), or null when no
 * street can be told apart (then nothing is kept).
 */
export function toStreetLevel(address: string): string | null {
  const segments = segmentsOf(address).filter((s) => !UNIT_PREFIX.test(s));
  let start = segments.findIndex((s) => HOUSE_NUMBER.test(s) && /[a-z]/i.test(s.replace(HOUSE_NUMBER, '')));
  if (start < 0) start = segments.findIndex((s) => STREET_WORD.test(s) && !/^\d/.test(s));
  if (start < 0) return null;
  const kept = segments.slice(start);
  kept[0] = kept[0]!.replace(HOUSE_NUMBER, '');
  if (!/[a-z]{2}/i.test(kept[0])) return null;
  return tidyPostcodes(kept.join(', '));
}

/** Lower-case words of letters and digits, each once. */
export function addressWords(text: string): string[] {
  return [...new Set(text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').split(' ').filter(Boolean))];
}

/** The words an address is filed under: 3+ characters (the index partitions by 3), at most 10. */
export function indexWords(text: string): string[] {
  return addressWords(text)
    .filter((w) => w.length >= 3)
    .slice(0, 10);
}

/** A stable key for one street line: case and punctuation do not make two entries. */
export function addressKey(streetLevel: string): string {
  return streetLevel.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().slice(0, 200);
}

export interface AddressQuery {
  /** A leading house number the visitor typed ("27"), carried onto street suggestions. */
  houseNumber: string | null;
  /** Every other typed word, lower-cased; the last may be half typed. */
  words: string[];
}

export function parseAddressQuery(query: string): AddressQuery {
  const trimmed = query.trim();
  const number = /^(\d+[a-z]?)\b\s*,?\s*/i.exec(trimmed);
  const rest = number ? trimmed.slice(number[0].length) : trimmed;
  const words = rest
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean);
  return { houseNumber: number ? number[1]!.toUpperCase() : null, words };
}

/** True when every query word starts one of the address's words. */
export function matchesAllWords(queryWords: readonly string[], candidateWords: readonly string[]): boolean {
  return queryWords.every((q) => candidateWords.some((w) => w.startsWith(q)));
}
