// Search terms for jobs and customer records: what the admin may type (job number, phone, IMEI or
// serial, a word of the name, an email) normalised the same way when stored and when searched.
import type { JobRecord } from './jobs';

/** Lower-case letters without accents: "Siobhán" and "siobhan" are the same word. */
function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function nameWords(...names: (string | undefined)[]): string[] {
  return names
    .flatMap((n) => (n ?? '').split(/[\s'’-]+/))
    .map(foldWord)
    .filter((w) => w.length >= 2);
}

/** A phone as stored: 07..., from "+44 7700 900123" or "07700 900123". */
export function normalisePhoneTerm(value: string): string {
  const compact = value.replace(/[\s()-]/g, '');
  return compact.startsWith('+44') ? `0${compact.slice(3)}` : compact;
}

/**
 * The full-name terms of a person (decision 360): first+last and last+first, each part's words folded
 * and joined by spaces ("Siobhán O'Neill-Byrne": "siobhan neill byrne", "neill byrne siobhan"), so a
 * search of two or more words is one prefix Query of these terms. None when either part has no word.
 */
export function fullNameTerms(firstName: string | undefined, lastName: string | undefined): string[] {
  const first = nameWords(firstName).join(' ');
  const last = nameWords(lastName).join(' ');
  if (!first || !last) return [];
  return [...new Set([`${first} ${last}`, `${last} ${first}`])];
}

export function jobNumberTerms(jobNumber: string): string[] {
  const digits = jobNumber.replace(/\D/g, '');
  return [`drs${digits}`, digits];
}

export function jobNameTerms(job: JobRecord): string[] {
  return job.customer ? fullNameTerms(job.customer.firstName, job.customer.lastName) : [];
}

export function jobSearchTerms(job: JobRecord): string[] {
  const terms = [...jobNumberTerms(job.jobNumber)];
  if (job.customer) {
    terms.push(...nameWords(job.customer.firstName, job.customer.lastName));
    if (job.customer.phone) terms.push(normalisePhoneTerm(job.customer.phone));
    if (job.customer.email) terms.push(job.customer.email.toLowerCase());
  }
  if (job.device.imei) terms.push(job.device.imei);
  if (job.device.serial) terms.push(job.device.serial.toLowerCase());
  return [...new Set(terms.filter((t) => t.length >= 3))];
}

export interface SearchQuery {
  /** The term to look up by prefix (at least 3 characters). */
  term: string;
  /** Further words every result's name must also contain ("siobhan o'neill"). */
  alsoWords: string[];
  /** Two or more name words as a full-name term ("siobhan neill"), looked up first (decision 360). */
  fullName?: string;
}

/** Reads what the admin typed; null when it is too short to search. */
export function parseSearchQuery(input: string): SearchQuery | null {
  const trimmed = input.trim();
  const compact = trimmed.replace(/[\s()-]/g, '');
  if (/^drs\d+$/i.test(compact)) return { term: compact.toLowerCase(), alsoWords: [] };
  if (/^\+?\d{3,}$/.test(compact)) return { term: normalisePhoneTerm(compact), alsoWords: [] };
  if (trimmed.includes('@')) return trimmed.length >= 3 ? { term: trimmed.toLowerCase(), alsoWords: [] } : null;
  if (/^[A-Za-z0-9]+$/.test(compact) && /\d/.test(compact) && compact.length >= 4) {
    return { term: compact.toLowerCase(), alsoWords: [] };
  }
  const typed = nameWords(trimmed);
  const [term, ...alsoWords] = [...typed].sort((a, b) => b.length - a.length);
  if (!term || term.length < 3) return null;
  return typed.length >= 2 ? { term, alsoWords, fullName: typed.join(' ') } : { term, alsoWords };
}

/** True when every extra word begins a word of the name. */
export function nameMatches(name: string | undefined, alsoWords: string[]): boolean {
  const words = nameWords(name);
  return alsoWords.every((w) => words.some((n) => n.startsWith(w)));
}
