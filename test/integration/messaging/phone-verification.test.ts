// Proving a mobile number: a 6-digit code by SMS, 10 minutes, 5 tries, sends throttled; SMS can be
// chosen on the profile only for a proven number.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { env } from '../../../functions/env';
import { readSmsOutbox } from '../../../functions/sms/outbox-sms-transport';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser } from '../repairs/repair-helpers';

const bus = useLocalBus();

afterEach(() => {
  vi.useRealTimers();
});

async function codeSentTo(phone: string): Promise<string> {
  await bus.drain();
  const text = (await readSmsOutbox(env.OUTBOX_DIR)).filter((s) => s.to === `+44${phone.slice(1)}` && s.kind === 'phone-verification').at(-1);
  return /\b(\d{6})\b/.exec(text!.text)![1]!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('proves the number with the texted code, after which SMS can be chosen', async () => {
    const customer = await signedInUser('customer');
    const before = await invoke(routes.updateMessagePreferences, { ...customer.as, body: { channel: 'sms' } });

    const sent = await invoke(routes.sendPhoneCode, customer.as);
    const code = await codeSentTo(customer.user.phone);
    const confirmed = await invoke(routes.confirmPhoneCode, { ...customer.as, body: { code } });
    const chosen = await invoke(routes.updateMessagePreferences, { ...customer.as, body: { channel: 'both' } });

    expect(before.status).toBe(409);
    expect(before.body.message).toBe('Verify your mobile number before choosing text messages.');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toContain('We have sent a 6-digit code to');
    expect(confirmed.body).toMatchObject({ phoneVerified: true, channel: 'email' });
    expect(chosen.body).toMatchObject({ phoneVerified: true, channel: 'both' });
  });

  it('allows 5 tries, then asks for a new code', async () => {
    const customer = await signedInUser('customer');
    await invoke(routes.sendPhoneCode, customer.as);
    const code = await codeSentTo(customer.user.phone);

    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await invoke(routes.confirmPhoneCode, { ...customer.as, body: { code: wrongCode(code) } }));
    const rightButLate = await invoke(routes.confirmPhoneCode, { ...customer.as, body: { code } });

    expect(answers[0]!.body.message).toBe('That code is not right. 4 tries left.');
    expect(answers[3]!.body.message).toBe('That code is not right. 1 try left.');
    expect(answers[4]!.body.message).toBe('Too many wrong codes: send a new code.');
    expect(rightButLate.status).toBe(400);
    expect(rightButLate.body.message).toBe('Too many wrong codes: send a new code.');
  });

  it('refuses a code after 10 minutes', async () => {
    const customer = await signedInUser('customer');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 10 * 60_000 - 1000);
    await invoke(routes.sendPhoneCode, customer.as);
    vi.useRealTimers();
    const code = await codeSentTo(customer.user.phone);

    const late = await invoke(routes.confirmPhoneCode, { ...customer.as, body: { code } });

    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This code has expired: send a new code.');
  });

  it('sends at most 3 codes an hour to one number (429 with Retry-After)', async () => {
    const customer = await signedInUser('customer');

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await invoke(routes.sendPhoneCode, customer.as));

    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[3]!.status).toBe(429);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]!.body.message).toMatch(/^Too many codes have been sent\. Please try again in \d+ minutes?\.$/);
  });
});
