// The cloud SMS transport: the configured sender, transactional texts, and STOP honoured.
import { ConflictException, PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const SENDER = 'arn:aws:sms-voice:eu-west-2:123456789012:sender-id/DeviceDRS/GB';
const sms = { id: '01JTEST', kind: 'job-ready' as const, to: '+447700900123', text: 'Your phone is ready' };
const client = mockClient(PinpointSMSVoiceV2Client);
let transport: typeof import('../../../functions/sms/aws-sms-transport');

beforeAll(async () => {
  // functions/env.ts reads the environment once, at import.
  process.env.SMS_ORIGINATION_IDENTITY = SENDER;
  transport = await import('../../../functions/sms/aws-sms-transport');
});

afterEach(() => client.reset());

describe('AWS End User Messaging SMS transport', () => {
  it('sends a transactional text from the configured sender to the E.164 number', async () => {
    client.on(SendTextMessageCommand).resolves({ MessageId: 'm-1' });

    await transport.sendWithEndUserMessaging(sms);

    expect(client.commandCalls(SendTextMessageCommand)[0]!.args[0].input).toMatchObject({
      DestinationPhoneNumber: '+447700900123',
      OriginationIdentity: SENDER,
      MessageBody: 'Your phone is ready',
      MessageType: 'TRANSACTIONAL',
    });
  });

  it('turns a number that replied STOP into a final opted-out error', async () => {
    client.on(SendTextMessageCommand).rejects(new ConflictException({ message: 'opted out', $metadata: {}, Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT' }));

    await expect(transport.sendWithEndUserMessaging(sms)).rejects.toMatchObject({ name: 'SmsOptedOutError', outcome: 'opted-out' });
  });

  it('lets any other failure through, to be retried', async () => {
    client.on(SendTextMessageCommand).rejects(new Error('Throttled'));

    await expect(transport.sendWithEndUserMessaging(sms)).rejects.toThrow('Throttled');
  });
});
