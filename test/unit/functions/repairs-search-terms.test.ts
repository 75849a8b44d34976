import { describe, expect, it } from 'vitest';
import { fullNameTerms, jobNameTerms, jobSearchTerms, nameMatches, parseSearchQuery } from '../../../functions/data/search-terms';
import type { JobRecord } from '../../../functions/data/jobs';

const job = {
  jobNumber: 'DRS-10421',
  customer: { firstName: 'Siobhán', lastName: "O'Neill-Byrne", phone: '07700900123', email: 'Siobhan@Example.com' },
  device: { qrCode: 'd', make: 'Apple', model: 'iPhone 13', type: 'phone', imei: '490154203237518' },
} as unknown as JobRecord;

describe('job search terms', () => {
  it('stores the job number, name words without accents, phone, email and IMEI', () => {
    expect(jobSearchTerms(job).sort()).toEqual(
      ['drs10421', '10421', 'siobhan', 'neill', 'byrne', '07700900123', 'siobhan@example.com', '490154203237518'].sort(),
    );
  });

  it.each([
    ['DRS-10421', 'drs10421'],
    ['drs 10421', 'drs10421'],
    ['07700 900 123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    ['4901 5420 3237 518', '490154203237518'],
    ['Siobhan@example.com', 'siobhan@example.com'],
  ])('reads %s as the term %s', (typed, term) => {
    expect(parseSearchQuery(typed)).toEqual({ term, alsoWords: [] });
  });

  it('looks a name up by its longest word and checks the others', () => {
    expect(parseSearchQuery("Siobhán O'Neill")).toEqual({ term: 'siobhan', alsoWords: ['neill'], fullName: 'siobhan neill' });
    expect(parseSearchQuery('Siobhán')).toEqual({ term: 'siobhan', alsoWords: [] });
    expect(nameMatches("Siobhán O'Neill-Byrne", ['neil'])).toBe(true);
    expect(nameMatches('Siobhán Kearney', ['neil'])).toBe(false);
  });

  it('stores the full name first+last and last+first, folded, for a two-word search (decision 360)', () => {
    expect(jobNameTerms(job)).toEqual(['siobhan neill byrne', 'neill byrne siobhan']);
    expect(fullNameTerms('Ann', undefined)).toEqual([]);
    expect(fullNameTerms('Mary Kate', 'Ó Briain')).toEqual(['mary kate briain', 'briain mary kate']);
    // What is typed, in either order, is a prefix of one of them.
    expect(jobNameTerms(job).some((t) => t.startsWith(parseSearchQuery("siobhan o'neill")!.fullName!))).toBe(true);
    expect(jobNameTerms(job).some((t) => t.startsWith(parseSearchQuery('Neill-Byrne Siob')!.fullName!))).toBe(true);
  });

  it('refuses what is too short to search', () => {
    expect(parseSearchQuery('ab')).toBeNull();
  });
});
