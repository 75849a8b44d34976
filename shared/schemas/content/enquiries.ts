// The contact form's enquiry, and staff's answer to it.
import * as z from 'zod/mini';
import { EmailSchema } from '../account-fields';
import { textSchema } from '../repairs/fields';

/** Seconds a person needs at least to fill the form; quicker submissions are refused as automated. */
export const MIN_FILL_SECONDS = 3;
export const SPAM_MESSAGE = 'Your message could not be sent. Please call us or try again in a moment.';
export const ENQUIRY_SENT_MESSAGE = 'Thank you: your message has been sent. We usually reply within one working day.';

export const ContactRequestSchema = z.object({
  name: textSchema('Name', 80),
  email: EmailSchema,
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.overwrite((value) => value.replace(/[\s()-]/g, '')),
      z.regex(/^(\+?\d{10,14})?$/, 'Phone number must be 10 to 14 digits'),
    ),
  ),
  message: z.string('Message is required').check(
    z.trim(),
    z.minLength(10, 'Please write at least 10 characters'),
    z.maxLength(2000, 'Please keep your message under 2,000 characters'),
  ),
  /** A field people never see (hidden from view and from assistive technology); bots fill it in. */
  website: z.optional(z.string().check(z.maxLength(200, SPAM_MESSAGE))),
  /** Seconds since the form was shown, counted by the page. */
  elapsedSeconds: z.number('elapsedSeconds is required').check(z.minimum(0, 'elapsedSeconds cannot be negative')),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ENQUIRY_STATUSES = ['new', 'answered'] as const;

export const EnquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.optional(z.string()),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
  reply: z.optional(z.string()),
  answeredAt: z.optional(z.string()),
  answeredBy: z.optional(z.string()),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

export const EnquiryAcceptedSchema = z.object({ id: z.string(), message: z.string() });
export const EnquiryListSchema = z.object({ enquiries: z.array(EnquirySchema) });
export const EnquiryParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Enquiry id is not valid')) });
export const AnswerEnquiryRequestSchema = z.object({ reply: textSchema('Reply', 2000) });
