// Sends through AWS End User Messaging SMS (pinpoint-sms-voice-v2) from the configured sender ID or
// origination number. A customer who texted STOP is on the sender's opt-out list: the service refuses
// the send, which is final (no retry) and recorded as opted out. The client is made once per instance.
import { ConflictException, PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import type { SmsRequestedEvent } from '../../shared/events';
import { env } from '../env';
import { SmsOptedOutError, SmsNotConfiguredError } from './sms-errors';

let client: PinpointSMSVoiceV2Client | null = null;

export async function sendWithEndUserMessaging(sms: SmsRequestedEvent): Promise<void> {
  if (!env.SMS_ORIGINATION_IDENTITY) throw new SmsNotConfiguredError();
  client ??= new PinpointSMSVoiceV2Client({ region: env.AWS_REGION });
  try {
    await client.send(
      new SendTextMessageCommand({
        DestinationPhoneNumber: sms.to,
        OriginationIdentity: env.SMS_ORIGINATION_IDENTITY,
        MessageBody: sms.text,
        MessageType: 'TRANSACTIONAL',
        ConfigurationSetName: env.SMS_CONFIGURATION_SET,
        Context: { messageId: sms.id, kind: sms.kind },
      }),
    );
  } catch (error) {
    if (error instanceof ConflictException && error.Reason === 'DESTINATION_PHONE_NUMBER_OPTED_OUT') throw new SmsOptedOutError();
    throw error;
  }
}
