// The cloud provider: Amazon Location Service places autocomplete (v2), United Kingdom only, biased
// towards Belfast. The route declares usesPlaces, so its Lambda may call geo-places:Autocomplete.
import { AutocompleteCommand, GeoPlacesClient, type AutocompleteResultItem } from '@aws-sdk/client-geo-places';
import type { AddressSuggestion } from '../../shared/schemas/address';
import { env } from '../env';
import type { AddressProvider } from './address-provider';

/** Belfast city centre, longitude first as the API wants it. */
export const BELFAST_BIAS_POSITION = [-5.93, 54.597];

let client: GeoPlacesClient | null = null;

export function toAddressSuggestion(item: AutocompleteResultItem): AddressSuggestion | null {
  const address = item.Address;
  const label = address?.Label ?? item.Title;
  if (!label) return null;
  const street = [address?.AddressNumber, address?.Street].filter(Boolean).join(' ');
  const [firstPart = label, ...restParts] = label.split(', ');
  const main = street || firstPart;
  const secondary = street
    ? [address?.Locality, address?.PostalCode].filter(Boolean).join(', ')
    : restParts.join(', ');
  return {
    description: label,
    formatted_address: label,
    structured_formatting: { main_text: main, secondary_text: secondary },
  };
}

export const amazonLocationProvider: AddressProvider = {
  name: 'amazon-location',
  async suggest(query, limit) {
    client ??= new GeoPlacesClient({ region: env.AWS_REGION });
    const result = await client.send(
      new AutocompleteCommand({
        QueryText: query,
        MaxResults: limit,
        BiasPosition: BELFAST_BIAS_POSITION,
        Filter: { IncludeCountries: ['GBR'] },
        Language: 'en-GB',
      }),
    );
    return (result.ResultItems ?? []).map(toAddressSuggestion).filter((s): s is AddressSuggestion => s !== null);
  },
};
