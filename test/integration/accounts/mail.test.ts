import { describe, expect, it } from 'vitest';
import { eventTypes } from '../../../shared/events';
import { useLocalBus } from '../../support/bus';
import { emailsTo, newPerson, register } from './account-helpers';

function emailEvent(id: string, to: string) {
  return {
    version: '0',
    id: `event-${id}`,
    'detail-type': eventTypes.emailRequested.detailType,
    source: 'device-drs.app',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail: { id, kind: 'verify-email', to, subject: 'Subject', text: 'Text', html: '<p>Text</p>', links: ['http://localhost:5173/verify-email/x'] },
  };
}

describe('emails through the bus', () => {
  it('publishes an EmailRequested event for the verification email', async () => {
    const bus = useLocalBus();
    const person = newPerson();

    await register(person);
    await bus.drain();

    const events = bus.delivered.filter((e: { detailType: string }) => e.detailType === eventTypes.emailRequested.detailType);
    expect(events.some((e) => (e.detail as { to: string }).to === person.email)).toBe(true);
  });

  it('sends an email once even when its event is delivered twice', async () => {
    const { handler } = await import('../../../functions/consumers/mail/send-email');
    const to = newPerson().email;
    const event = emailEvent(`dup-${to}`, to);
    const context = { awsRequestId: 'test' } as never;

    await handler(event, context);
    await handler(event, context);

    expect(await emailsTo(to)).toHaveLength(1);
  });

  it('keeps a registration when the bus cannot take the email', async () => {
    const { setLocalEventSink } = await import('../../../functions/events/publish-event');
    setLocalEventSink(() => {
      throw new Error('bus down');
    });
    const person = newPerson();

    const result = await register(person);

    expect(result.status).toBe(201);
  });
});
