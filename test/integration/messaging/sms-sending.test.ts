// Sending a text: queued on the bus, written to the local outbox by the SMS consumer, sent once
// however often it is delivered, and after the last failed attempt recorded as failed (not lost).
import { rm, writeFile } from 'node:fs/promises';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it } from 'vitest';
import { getMessageLog } from '../../../functions/data/message-log';
import { env } from '../../../functions/env';
import { MAX_SEND_ATTEMPTS } from '../../../functions/messaging/deliver-tracked';
import { readSmsOutbox, smsOutboxDir } from '../../../functions/sms/outbox-sms-transport';
import { requestSms } from '../../../functions/sms/request-sms';
import { useLocalBus } from '../../support/bus';

const bus = useLocalBus();

afterEach(async () => {
  await rm(smsOutboxDir(env.OUTBOX_DIR), { recursive: true, force: true });
});

describe('requestSms', () => {
  it('writes the text, to the E.164 number, as one file in the outbox and records it sent', async () => {
    const id = ulid();

    const queued = await requestSms({ id, kind: 'phone-verification', to: '07700 900123', text: 'Your Device DRS code is 123456' });
    await bus.drain();

    expect(queued).toBe(true);
    const sent = (await readSmsOutbox(env.OUTBOX_DIR)).filter((s) => s.id === id);
    expect(sent).toEqual([expect.objectContaining({ to: '+447700900123', text: 'Your Device DRS code is 123456', segments: 1 })]);
    expect(await getMessageLog({ id })).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1 });
  });

  it('sends a text once when its event is delivered twice', async () => {
    const id = ulid();

    await requestSms({ id, kind: 'phone-verification', to: '07700900124', text: 'Code 111111' });
    await bus.drain();
    bus.publish({ ...bus.delivered.at(-1)!, id: 'redelivery' });
    await bus.drain();

    expect((await readSmsOutbox(env.OUTBOX_DIR)).filter((s) => s.id === id)).toHaveLength(1);
  });

  it('refuses a number that is no UK mobile without queueing anything', async () => {
    const before = bus.delivered.length;

    expect(await requestSms({ kind: 'phone-verification', to: '028 9649 6123', text: 'Code' })).toBe(false);
    expect(bus.delivered).toHaveLength(before);
  });

  it('retries a failing send and, after the last attempt, records it failed with the reason instead of parking it', async () => {
    // A file where the outbox's sms folder should be: every write of the local transport fails.
    await writeFile(smsOutboxDir(env.OUTBOX_DIR), 'not a folder');
    const id = ulid();

    await requestSms({ id, kind: 'phone-verification', to: '07700900125', text: 'Code 222222' });
    await bus.drain();

    const log = await getMessageLog({ id });
    expect(log).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
    expect(log?.lastError).toMatch(/EEXIST|ENOTDIR/);
    expect(bus.deadLetters).toEqual([]);
  });
});
