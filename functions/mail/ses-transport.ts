// Sends through Amazon SES v2 from the verified MAIL_FROM sender. The client is made once per instance.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailRequestedEvent } from '../../shared/events';
import { env } from '../env';

let client: SESv2Client | null = null;

export async function sendWithSes(email: EmailRequestedEvent): Promise<void> {
  client ??= new SESv2Client({ region: env.AWS_REGION });
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: env.MAIL_FROM,
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
          Attachments: email.attachments?.map((a) => ({ FileName: a.filename, ContentType: a.contentType, ContentDisposition: 'ATTACHMENT', RawContent: Buffer.from(a.base64, 'base64') })),
        },
      },
    }),
  );
}
