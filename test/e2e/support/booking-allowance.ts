// Online bookings from one client address are limited to 10 an hour (decision 095), and every call of
// the browser tests, Chromium's and the API helpers' alike, comes from the loopback address of their
// shard's one stack. A file that books online starts with that address's count cleared, so it never
// depends on how many bookings the files before it made (11 in the hour made the 11th a 429).
import { inject } from 'vitest';

const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'];

export async function clearBookingsFromThisAddress(): Promise<void> {
  Object.assign(process.env, { STAGE: 'test', TABLE_NAME: inject('tableName'), DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), LOG_LEVEL: 'SILENT' });
  const [{ clearThrottle }, { BOOKING_THROTTLE_RULES }] = await Promise.all([import('../../../functions/data/throttles'), import('../../../functions/bookings/booking-throttle')]);
  await Promise.all(LOOPBACK_ADDRESSES.map((address) => clearThrottle(BOOKING_THROTTLE_RULES.clientAddress, address)));
}
