// The channel an account holder chose on their profile, or undefined (never failing the send it is for).
import type { MessageChannel } from '../../shared/messaging/channels';
import { getContactPreferences } from '../data/contact-preferences';
import { logger } from '../lib/logger';

export async function accountChannel(userId: string | undefined): Promise<MessageChannel | undefined> {
  if (!userId) return undefined;
  try {
    return (await getContactPreferences(userId))?.messageChannel;
  } catch (error) {
    logger.error("Could not read the customer's message choice", { error: error as Error });
    return undefined;
  }
}
