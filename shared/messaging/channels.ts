// How a customer wants to hear about their repairs: by email, by SMS or both (issue 18). Chosen on
// the profile and at booking; staff can set it per job.
import * as z from 'zod/mini';

export const MESSAGE_CHANNELS = ['email', 'sms', 'both'] as const;
export const MessageChannelSchema = z.enum(MESSAGE_CHANNELS, 'Choose email, SMS or both');
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'Email only', sms: 'SMS only', both: 'Email and SMS' };

export function usesEmail(channel: MessageChannel): boolean {
  return channel !== 'sms';
}

export function usesSms(channel: MessageChannel): boolean {
  return channel !== 'email';
}

/** A stated choice wins; otherwise email when there is an address, else SMS. */
export function effectiveChannel(choice: MessageChannel | undefined, contact: { email?: string }): MessageChannel {
  return choice ?? (contact.email ? 'email' : 'sms');
}
