// Issue 18's messages about a job: by the job's channel (SMS, email or both), each listed on the job
// with its channel and outcome; a text that keeps failing is retried, then shown failed on the job.
import { rm, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { env } from '../../../functions/env';
import { readOutbox } from '../../../functions/mail/outbox-transport';
import { MAX_SEND_ATTEMPTS } from '../../../functions/messaging/deliver-tracked';
import { readSmsOutbox, smsOutboxDir } from '../../../functions/sms/outbox-sms-transport';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, moveJob, openWalkIn, signedInUser } from './repair-helpers';

const bus = useLocalBus();

afterEach(async () => {
  await rm(smsOutboxDir(env.OUTBOX_DIR), { recursive: true, force: true });
});

async function walkInWithChannel(channel: 'email' | 'sms' | 'both' | null) {
  const admin = await signedInUser('admin');
  const customer = (await createCustomerRecord(admin, { firstName: 'Niamh' })).body;
  const job = await openWalkIn(admin, { customerQr: customer.qrCode });
  const set = await invoke(routes.setJobMessageChannel, { ...admin.as, params: { qrCode: job.qrCode }, body: { channel } });
  await bus.drain();
  return { admin, customer, job, set };
}

describe('messages about a job', () => {
  it('sends the ready message by SMS and email when staff choose both, and lists each on the job as sent', async () => {
    const { admin, customer, job, set } = await walkInWithChannel('both');
    for (const status of ['In repair', 'Quality check', 'Ready for collection']) await moveJob(admin, job.qrCode, status);
    await bus.drain();

    const texts = (await readSmsOutbox(env.OUTBOX_DIR)).filter((s) => s.jobQr === job.qrCode);
    const emails = (await readOutbox(env.OUTBOX_DIR, { to: customer.email })).filter((e) => e.kind === 'job-ready');
    const sheet = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });

    expect(set.body.messageChannel).toBe('both');
    const e164 = `+44${customer.phone.slice(1)}`;
    // The bus delivers each move's text in the background: the two may reach the outbox in either order.
    expect(texts.map((t) => t.kind).sort()).toEqual(['job-ready', 'job-status']);
    const readyText = texts.find((t) => t.kind === 'job-ready')!;
    expect(readyText).toMatchObject({ to: e164, segments: 1 });
    expect(readyText.text).toContain(`Device DRS: good news Niamh, your Apple iPhone 13 (${job.jobNumber}) is ready to collect.`);
    expect(emails).toHaveLength(1);
    const ready = sheet.body.messages.filter((m: { kind: string }) => m.kind === 'job-ready');
    // The two are sent side by side: either may be listed first.
    expect(ready).toHaveLength(2);
    expect(ready).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'email', status: 'sent', to: customer.email, attempts: 1 }),
        expect.objectContaining({ channel: 'sms', status: 'sent', to: e164, attempts: 1 }),
      ]),
    );
  });

  it('uses the edited SMS template, and only the placeholders its kind offers', async () => {
    const admin = await signedInUser('admin');
    const refused = await invoke(routes.saveSmsTemplate, { ...admin.as, params: { kind: 'job-status' }, body: { text: 'Job {jobNumber}: {estimate}' } });
    const saved = await invoke(routes.saveSmsTemplate, { ...admin.as, params: { kind: 'job-status' }, body: { text: 'DRS: {jobNumber} is now {status}.' } });
    const { job } = await walkInWithChannel('sms');
    await moveJob(admin, job.qrCode, 'Diagnosing');
    await bus.drain();
    const reset = await invoke(routes.resetSmsTemplate, { ...admin.as, params: { kind: 'job-status' } });
    const list = await invoke(routes.listSmsTemplates, admin.as);

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This message cannot use {estimate}');
    expect(saved.body).toMatchObject({ isDefault: false, updatedBy: 'Ciara D.' });
    const texts = (await readSmsOutbox(env.OUTBOX_DIR)).filter((s) => s.jobQr === job.qrCode);
    expect(texts.at(-1)!.text).toBe(`DRS: ${job.jobNumber} is now Diagnosing.`);
    expect(reset.body.isDefault).toBe(true);
    expect(list.body.templates.find((t: { kind: string }) => t.kind === 'job-status').isDefault).toBe(true);
  });

  it('retries a failing text and finally shows it failed on the job, while the status change stands', async () => {
    const { admin, job } = await walkInWithChannel('sms');
    // A file where the outbox's sms folder should be: every send of the local transport fails.
    await writeFile(smsOutboxDir(env.OUTBOX_DIR), 'not a folder');

    const moved = await moveJob(admin, job.qrCode, 'Diagnosing');
    await bus.drain();
    const sheet = await invoke(routes.getJob, { ...admin.as, params: { qrCode: job.qrCode } });

    expect(moved.status).toBe(200);
    expect(sheet.body.status).toBe('Diagnosing');
    const failed = sheet.body.messages.filter((m: { status: string }) => m.status === 'failed');
    expect(failed).toEqual([expect.objectContaining({ channel: 'sms', kind: 'job-status', attempts: MAX_SEND_ATTEMPTS })]);
    expect(failed[0].lastError).toMatch(/EEXIST|ENOTDIR/);
    expect(bus.deadLetters).toEqual([]);
  });
});
