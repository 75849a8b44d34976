// The contact form: an enquiry in the admin list and an email to the shop; spam and floods refused
// without a captcha; staff's answer emailed to the person who asked.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../../shared/business';
import { contentRoutes } from '../../../shared/api/routes/content';
import { ENQUIRY_SENT_MESSAGE, SPAM_MESSAGE } from '../../../shared/schemas/content/enquiries';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { outboxTo } from './content-helpers';

let admin: SignedIn;
let bus: ReturnType<typeof useLocalBus>;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInUser('admin');
});

function freshIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Niamh Kelly',
    email: `niamh${randomInt(100_000_000, 999_999_999)}@example.com`,
    phone: '07700 900456',
    message: 'Do you repair the Pixel 8 Pro charging port, and how long does it take?',
    website: '',
    elapsedSeconds: 20,
    ...overrides,
  };
}

describe('POST /api/enquiries', () => {
  it('makes an enquiry staff see, and emails the shop a copy', async () => {
    const body = contact();

    const result = await invoke(contentRoutes.sendEnquiry, { body, sourceIp: freshIp() });
    await bus.drain();

    expect(result.status).toBe(201);
    expect(result.body.message).toBe(ENQUIRY_SENT_MESSAGE);
    const listed = (await invoke(contentRoutes.listEnquiries, admin.as)).body.enquiries.find((e: { id: string }) => e.id === result.body.id);
    expect(listed).toMatchObject({ name: 'Niamh Kelly', email: body.email, phone: '07700900456', status: 'new', message: body.message });
    const copies = (await outboxTo(BUSINESS.email)).filter((e) => e.kind === 'enquiry-received' && e.text.includes(body.email));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.links[0]).toMatch(/\/admin\/site-functionality\?tab=enquiries$/);
  });

  it('refuses the hidden field filled in, a form sent too fast and a message full of links (400)', async () => {
    for (const body of [
      contact({ website: 'http://spam.example' }),
      contact({ elapsedSeconds: 1 }),
      contact({ message: 'Buy now http://a.example http://b.example http://c.example' }),
    ]) {
      const result = await invoke(contentRoutes.sendEnquiry, { body, sourceIp: freshIp() });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(SPAM_MESSAGE);
    }
  });

  it('answers bad input with a message per field (400)', async () => {
    const result = await invoke(contentRoutes.sendEnquiry, { body: contact({ name: '', email: 'not-an-email', message: 'Hi', phone: '12' }), sourceIp: freshIp() });

    expect(result.status).toBe(400);
    expect(result.body.errors).toMatchObject({
      name: ['Name is required'],
      email: ['Invalid email address'],
      message: ['Please write at least 10 characters'],
      phone: ['Phone number must be 10 to 14 digits'],
    });
  });

  it('refuses a sixth enquiry in an hour from one address (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await invoke(contentRoutes.sendEnquiry, { body: contact(), sourceIp: ip })).status).toBe(201);

    const sixth = await invoke(contentRoutes.sendEnquiry, { body: contact(), sourceIp: ip });

    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many messages have been sent\. Please try again in \d+ minutes/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/enquiries/{id}/reply', () => {
  it('records the answer and emails it to the person who asked', async () => {
    const body = contact();
    const sent = await invoke(contentRoutes.sendEnquiry, { body, sourceIp: freshIp() });

    const answered = await invoke(contentRoutes.answerEnquiry, { ...admin.as, params: { id: sent.body.id }, body: { reply: 'Yes, about an hour. See you soon!' } });
    await bus.drain();

    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', reply: 'Yes, about an hour. See you soon!', answeredBy: 'Ciara D.' });
    const replies = (await outboxTo(body.email)).filter((e) => e.kind === 'enquiry-reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('Yes, about an hour.');
  });

  it('answers 404 for an enquiry that does not exist and 400 for an empty reply', async () => {
    const missing = await invoke(contentRoutes.answerEnquiry, { ...admin.as, params: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' }, body: { reply: 'Hello' } });
    const empty = await invoke(contentRoutes.answerEnquiry, { ...admin.as, params: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' }, body: { reply: ' ' } });
    expect(missing.status).toBe(404);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.reply).toEqual(['Reply is required']);
  });
});
