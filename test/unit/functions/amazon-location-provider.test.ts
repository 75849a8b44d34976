import { AutocompleteCommand, GeoPlacesClient } from '@aws-sdk/client-geo-places';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { BELFAST_BIAS_POSITION, amazonLocationProvider, toAddressSuggestion } from '../../../functions/address/amazon-location-provider';

const places = mockClient(GeoPlacesClient);

afterEach(() => places.reset());

describe('Amazon Location Service provider', () => {
  it('asks for United Kingdom places biased to Belfast', async () => {
    places.on(AutocompleteCommand).resolves({ PricingBucket: 'Core', ResultItems: [] });

    await amazonLocationProvider.suggest('27 Botanic', 5);

    const input = places.commandCalls(AutocompleteCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      QueryText: '27 Botanic',
      MaxResults: 5,
      BiasPosition: [-5.93, 54.597],
      Filter: { IncludeCountries: ['GBR'] },
    });
    expect(BELFAST_BIAS_POSITION).toEqual([-5.93, 54.597]);
  });

  it("maps results to the spec's suggestion shape", async () => {
    places.on(AutocompleteCommand).resolves({
      PricingBucket: 'Core',
      ResultItems: [
        {
          PlaceId: 'p1',
          PlaceType: 'PointAddress',
          Title: '27 Botanic Avenue, Belfast, BT7 1JG, United Kingdom',
          Address: {
            Label: '27 Botanic Avenue, Belfast, BT7 1JG, United Kingdom',
            AddressNumber: '27',
            Street: 'Botanic Avenue',
            Locality: 'Belfast',
            PostalCode: 'BT7 1JG',
          },
        },
      ],
    });

    const [suggestion] = await amazonLocationProvider.suggest('27 Botanic', 5);

    expect(suggestion).toEqual({
      description: '27 Botanic Avenue, Belfast, BT7 1JG, United Kingdom',
      formatted_address: '27 Botanic Avenue, Belfast, BT7 1JG, United Kingdom',
      structured_formatting: { main_text: '27 Botanic Avenue', secondary_text: 'Belfast, BT7 1JG' },
    });
  });

  it('falls back to the title when a result has no street', () => {
    const suggestion = toAddressSuggestion({ PlaceId: 'p2', PlaceType: 'Locality', Title: 'Holywood, BT18, United Kingdom' });
    expect(suggestion?.structured_formatting).toEqual({ main_text: 'Holywood', secondary_text: 'BT18, United Kingdom' });
  });
});
