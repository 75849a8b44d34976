// Address suggestions behind one interface: Amazon Location Service in the cloud, the shipped
// Northern Ireland data plus streets on file locally (ADDRESS_PROVIDER in functions/env.ts).
import type { AddressSuggestion } from '../../shared/schemas/address';
import { addressProviderName } from '../env';
import { amazonLocationProvider } from './amazon-location-provider';
import { localAddressProvider } from './local-address-provider';

export interface AddressProvider {
  readonly name: 'local' | 'amazon-location';
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
}

export function addressProvider(): AddressProvider {
  return addressProviderName === 'local' ? localAddressProvider : amazonLocationProvider;
}
