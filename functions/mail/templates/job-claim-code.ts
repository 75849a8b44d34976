import { composeEmail, type EmailContent } from '../compose-email';

/** The code that adds a walk-in repair to an online account: sent to the email on the job only. */
export function jobClaimCodeMessage(input: { firstName: string; jobNumber: string; code: string }): EmailContent {
  return composeEmail({
    subject: `${input.code} is your code to add repair ${input.jobNumber} to your account`,
    greetingName: input.firstName,
    paragraphs: [
      `Someone signed in to Device DRS asked to add repair ${input.jobNumber} to their online account. If that was you, enter this code on the page that asked for it:`,
      input.code,
      'The code works for 10 minutes.',
    ],
    closing: ['If that was not you, ignore this email: nobody can see or change your repair without the code.'],
  });
}

/** The same code by text, for a job whose ticket has a mobile number but no email address. */
export function jobClaimCodeText(input: { jobNumber: string; code: string }): string {
  return `Device DRS: ${input.code} is your code to add repair ${input.jobNumber} to your online account. It works for 10 minutes. Not you? Ignore this text.`;
}
