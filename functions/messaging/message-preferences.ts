// A customer's message choices as the profile shows them. SMS (alone or with email) can be chosen
// only for a number proven by a code, so texts about repairs reach the account holder (decision 172).
import { usesSms, type MessageChannel } from '../../shared/messaging/channels';
import type { MessagePreferences } from '../../shared/schemas/messaging';
import { getContactPreferences, phoneIsVerified, setMessageChannel } from '../data/contact-preferences';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { pendingCodeExpiry } from './phone-verification';

export const VERIFY_BEFORE_SMS = 'Verify your mobile number before choosing text messages.';

export async function messagePreferences(userId: string, now: Date): Promise<MessagePreferences> {
  const preferences = await getContactPreferences(userId);
  if (!preferences) throw new NotFoundError('No account has that id');
  const verified = phoneIsVerified(preferences);
  return {
    // An unproven number's SMS choice (the number changed since) reads as email until proven again.
    channel: preferences.messageChannel && (verified || !usesSms(preferences.messageChannel)) ? preferences.messageChannel : 'email',
    phone: preferences.phone ?? '',
    phoneVerified: verified,
    codeExpiresAt: verified ? undefined : await pendingCodeExpiry(userId, now),
  };
}

export async function chooseMessageChannel(userId: string, channel: MessageChannel, now: Date): Promise<MessagePreferences> {
  const preferences = await getContactPreferences(userId);
  if (!preferences) throw new NotFoundError('No account has that id');
  if (usesSms(channel) && !phoneIsVerified(preferences)) throw new ConflictError(VERIFY_BEFORE_SMS);
  await setMessageChannel(userId, channel);
  return messagePreferences(userId, now);
}
