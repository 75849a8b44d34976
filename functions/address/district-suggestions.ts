// Suggestions from the shipped BT postcode districts: by district code ("BT9"), full postcode
// ("BT7 1JG"), post town ("Lisburn") or Belfast locality ("Malone").
import type { AddressSuggestion } from '../../shared/schemas/address';
import { BT_POSTCODE_DISTRICTS, type PostcodeDistrict } from './bt-postcode-districts';
import { addressWords } from './street-address';

const REGION = 'Northern Ireland';
const FULL_POSTCODE = /^(BT\d{1,2})\s*(\d[A-Z]{2})$/;

const homeDistricts = BT_POSTCODE_DISTRICTS.filter((d) => !d.nonGeographic);

function suggestion(description: string, main: string, secondary: string): AddressSuggestion {
  return { description, structured_formatting: { main_text: main, secondary_text: secondary } };
}

function fullPostcodeSuggestions(query: string): AddressSuggestion[] | null {
  const match = FULL_POSTCODE.exec(query.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  const district = homeDistricts.find((d) => d.district === match[1]);
  if (!district) return [];
  const postcode = `${match[1]} ${match[2]}`;
  return district.postTowns.map((town) => suggestion(`${town}, ${postcode}`, postcode, `${town}, ${REGION}`));
}

/** Every query word must start the district code or a word of the town (or of the locality). */
function matches(queryWords: string[], district: PostcodeDistrict, town: string, area?: string): boolean {
  const words = [district.district.toLowerCase(), ...addressWords(town), ...(area ? addressWords(area) : [])];
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}

export function suggestDistricts(query: string, limit: number): AddressSuggestion[] {
  const postcode = fullPostcodeSuggestions(query);
  if (postcode) return postcode.slice(0, limit);
  const queryWords = addressWords(query);
  if (!queryWords.length) return [];
  // Post towns and codes first; localities (help for searching, not postal names) after them.
  const byTown: AddressSuggestion[] = [];
  const byArea: AddressSuggestion[] = [];
  for (const district of homeDistricts) {
    for (const town of district.postTowns) {
      if (matches(queryWords, district, town)) {
        byTown.push(suggestion(`${town}, ${district.district}`, district.district, `${town}, ${REGION}`));
        continue;
      }
      for (const area of district.areas ?? []) {
        if (matches(queryWords, district, town, area)) {
          byArea.push(suggestion(`${area}, ${town}, ${district.district}`, area, `${town}, ${district.district}, ${REGION}`));
        }
      }
    }
  }
  return [...byTown, ...byArea].slice(0, limit);
}
