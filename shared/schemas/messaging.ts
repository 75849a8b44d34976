// Message templates (admin) and a customer's message choices and phone verification (issue 18).
import * as z from 'zod/mini';
import { MessageChannelSchema } from '../messaging/channels';
import { SmsTemplateKindSchema, SmsTemplateTextSchema } from '../messaging/sms-templates';

export const SmsTemplateSchema = z.object({
  kind: SmsTemplateKindSchema,
  title: z.string(),
  text: z.string(),
  defaultText: z.string(),
  /** The placeholders this kind offers, with the example the preview fills in. */
  placeholders: z.record(z.string(), z.string()),
  isDefault: z.boolean(),
  updatedAt: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
});
export type SmsTemplate = z.infer<typeof SmsTemplateSchema>;

export const SmsTemplateListSchema = z.object({ templates: z.array(SmsTemplateSchema) });
export const SmsTemplateParamsSchema = z.object({ kind: SmsTemplateKindSchema });
export const SaveSmsTemplateRequestSchema = z.object({ text: SmsTemplateTextSchema });

export const MessagePreferencesSchema = z.object({
  channel: MessageChannelSchema,
  /** The profile's mobile number (07...). */
  phone: z.string(),
  phoneVerified: z.boolean(),
  /** While a code is out: when it stops working. */
  codeExpiresAt: z.optional(z.string()),
});
export type MessagePreferences = z.infer<typeof MessagePreferencesSchema>;

export const UpdateMessagePreferencesRequestSchema = z.object({ channel: MessageChannelSchema });

export const PHONE_CODE_MESSAGE = 'Enter the 6-digit code from the text message';
const PhoneCodeSchema = z.string(PHONE_CODE_MESSAGE).check(z.trim(), z.regex(/^\d{6}$/, PHONE_CODE_MESSAGE));
export const ConfirmPhoneCodeRequestSchema = z.object({ code: PhoneCodeSchema });

export const SendPhoneCodeResponseSchema = z.object({ message: z.string(), codeExpiresAt: z.string() });

/** The registration's phone ticket (decision 052): an account id, a dot and 43 base64url characters. */
const PhoneTicketSchema = z.string('The phone step has no ticket').check(z.maxLength(100), z.regex(/^[0-9A-Z]{26}\.[A-Za-z0-9_-]{43}$/, 'The phone step has no ticket'));
export const RegistrationPhoneCodeRequestSchema = z.object({ ticket: PhoneTicketSchema });
export const ConfirmRegistrationPhoneCodeRequestSchema = z.object({
  ticket: PhoneTicketSchema,
  code: PhoneCodeSchema,
});
export const RegistrationPhoneVerifiedSchema = z.object({ phoneVerified: z.boolean(), message: z.string() });
