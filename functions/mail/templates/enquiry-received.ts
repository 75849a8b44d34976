import { composeEmail, type EmailContent } from '../compose-email';

/** The shop's copy of a contact-form enquiry, with a link to answer it in the admin area. */
export function enquiryReceivedMessage(input: { name: string; email: string; phone?: string; message: string; link: string }): EmailContent {
  return composeEmail({
    subject: `New enquiry from ${input.name}`,
    greetingName: 'team',
    paragraphs: [
      `${input.name} (${input.email}${input.phone ? `, ${input.phone}` : ''}) sent this through the contact form:`,
      input.message,
    ],
    action: { label: 'Answer it in the admin area', url: input.link },
  });
}
