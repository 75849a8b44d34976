// Files the street (never the house) of an address a customer saved, for later suggestions.
// A failure here costs the customer nothing, so it is logged, not raised.
import { recordStreetAddress } from '../data/address-index';
import { logger } from '../lib/logger';
import { addressKey, indexWords, toStreetLevel } from './street-address';

export async function rememberStreet(address: string | undefined, now: Date): Promise<void> {
  const street = address ? toStreetLevel(address) : null;
  if (!street) return;
  await recordStreetAddress({ streetLevel: street, key: addressKey(street), words: indexWords(street) }, now).catch((error: unknown) => {
    logger.warn('Could not file the street for suggestions', { error: error as Error });
  });
}
