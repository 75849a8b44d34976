import { composeEmail, type EmailContent } from '../compose-email';

/** Staff's answer to a contact-form enquiry, quoting the question. */
export function enquiryReplyMessage(input: { name: string; reply: string; message: string }): EmailContent {
  return composeEmail({
    subject: 'Your enquiry to Device DRS',
    greetingName: input.name,
    paragraphs: [input.reply, `You wrote: "${input.message}"`],
  });
}
