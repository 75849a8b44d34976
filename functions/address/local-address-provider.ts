// The local provider: streets already on file first (with the typed house number carried over),
// then the shipped postcode districts.
import type { AddressSuggestion } from '../../shared/schemas/address';
import { findStreetsByWord } from '../data/address-index';
import type { AddressProvider } from './address-provider';
import { suggestDistricts } from './district-suggestions';
import { addressWords, matchesAllWords, parseAddressQuery } from './street-address';

async function suggestStreetsOnFile(query: string, limit: number): Promise<AddressSuggestion[]> {
  const { houseNumber, words } = parseAddressQuery(query);
  const searchWord = [...words].filter((w) => w.length >= 3).sort((a, b) => b.length - a.length)[0];
  if (!searchWord) return [];
  const streets = await findStreetsByWord(searchWord);
  const seen = new Set<string>();
  const found: AddressSuggestion[] = [];
  for (const { address } of streets) {
    if (seen.has(address) || !matchesAllWords(words, addressWords(address))) continue;
    seen.add(address);
    const [street = address, ...rest] = address.split(', ');
    const main = houseNumber ? `${houseNumber} ${street}` : street;
    found.push({
      description: [main, ...rest].join(', '),
      structured_formatting: { main_text: main, secondary_text: rest.join(', ') },
    });
    if (found.length >= limit) break;
  }
  return found;
}

export const localAddressProvider: AddressProvider = {
  name: 'local',
  async suggest(query, limit) {
    const streets = await suggestStreetsOnFile(query, limit);
    return [...streets, ...suggestDistricts(query, limit)].slice(0, limit);
  },
};
