// The contact form: an enquiry staff see and answer in the admin area, and the shop's copy by email.
// Spam resistance without a third-party captcha (decision 123): a hidden field people never fill, a
// minimum time to fill the form, a cap on links, and per-address and per-email limits.
import { ulid } from 'ulid';
import { BUSINESS } from '../../shared/business';
import { ENQUIRY_SENT_MESSAGE, MIN_FILL_SECONDS, SPAM_MESSAGE, type ContactRequest, type Enquiry } from '../../shared/schemas/content/enquiries';
import { answerEnquiryRecord, getEnquiry, listEnquiryRecords, putEnquiry } from '../data/enquiries';
import { BadRequestError, NotFoundError } from '../lib/http-errors';
import { requestEmail } from '../mail/request-email';
import { enquiryReceivedMessage } from '../mail/templates/enquiry-received';
import { enquiryReplyMessage } from '../mail/templates/enquiry-reply';
import { countEnquiry } from './content-throttle';

export const MAX_LINKS = 2;
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

/** Why a submission looks automated, or null. */
export function spamSignal(input: ContactRequest): string | null {
  if (input.website) return 'hidden field filled';
  if (input.elapsedSeconds < MIN_FILL_SECONDS) return 'filled too fast';
  if ((input.message.match(/https?:\/\/|www\./gi) ?? []).length > MAX_LINKS) return 'too many links';
  return null;
}

export async function sendEnquiry(input: ContactRequest, context: { clientIp: string; now: Date; siteOrigin: string | null }): Promise<{ id: string; message: string }> {
  if (spamSignal(input)) throw new BadRequestError(SPAM_MESSAGE);
  await countEnquiry(context.clientIp, input.email, context.now);
  const enquiry: Enquiry = {
    id: ulid(context.now.getTime()),
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    message: input.message,
    status: 'new',
    createdAt: context.now.toISOString(),
  };
  await putEnquiry(enquiry);
  // The enquiries are a tab of the site content page (frontend paths.adminSiteFunctionality, ?tab=).
  const link = `${context.siteOrigin ?? ''}/admin/site-functionality?tab=enquiries`;
  await requestEmail('enquiry-received', BUSINESS.email, enquiryReceivedMessage({ ...enquiry, link }));
  return { id: enquiry.id, message: ENQUIRY_SENT_MESSAGE };
}

export function listEnquiries(): Promise<Enquiry[]> {
  return listEnquiryRecords();
}

/** Records staff's answer and emails it to the person who asked. */
export async function answerEnquiry(id: string, reply: string, by: string, now: Date): Promise<Enquiry> {
  const question = await getEnquiry(id);
  if (!question) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  const answered = await answerEnquiryRecord(id, { reply, answeredAt: now.toISOString(), answeredBy: by });
  if (!answered) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  await requestEmail('enquiry-reply', answered.email, enquiryReplyMessage({ name: answered.name, reply, message: answered.message }));
  return answered;
}
