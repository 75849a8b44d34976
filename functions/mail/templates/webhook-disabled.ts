import { composeEmail, type EmailContent } from '../compose-email';

/**
 * The owner's notice that a webhook endpoint failing for days was switched off (decision 279). It
 * names the endpoint, not its URL, and carries no link: the URL is the receiver's, not ours to put in
 * an email, and the log is one menu away in the admin area.
 */
export function webhookDisabledMessage(input: { name: string; failingSince: string }): EmailContent {
  const since = new Date(input.failingSince).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
  return composeEmail({
    subject: 'A webhook endpoint was switched off',
    greetingName: 'team',
    paragraphs: [
      `Every delivery to the webhook endpoint "${input.name}" has failed since ${since}, so we have stopped sending to it.`,
      'Its delivery log, under Developers, Webhooks in the admin area, shows what the endpoint answered. When it works again, switch it back on there; events from the meantime can be re-sent from the log.',
    ],
  });
}
