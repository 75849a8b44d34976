import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeEmail } from '../../../functions/mail/compose-email';
import { writeToOutbox } from '../../../functions/mail/outbox-transport';
import { passwordChangedMessage } from '../../../functions/mail/templates/password-changed';
import { resetPasswordMessage } from '../../../functions/mail/templates/reset-password';
import { verifyEmailMessage } from '../../../functions/mail/templates/verify-email';

const link = 'https://shop.example/verify-email/abc_DEF-123';

describe('account emails', () => {
  it('verification: names the shop, carries the link in text and HTML, says it expires in 24 hours', () => {
    const email = verifyEmailMessage({ firstName: 'Siobhán', link });
    expect(email.subject).toBe('Please verify your email address for Device DRS');
    expect(email.text).toContain('Hello Siobhán,');
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).toContain('expires in 24 hours');
    expect(email.links).toEqual([link]);
  });

  it('reset: says the link expires in 1 hour', () => {
    const email = resetPasswordMessage({ firstName: 'Jo', link });
    expect(email.text).toContain('expires in 1 hour');
    expect(email.links).toEqual([link]);
  });

  it('password changed: gives the time in UK time and has no link', () => {
    const email = passwordChangedMessage({ firstName: 'Jo', at: new Date('2025-07-01T09:30:00Z'), how: 'changed' });
    expect(email.text).toContain('1 Jul 2025, 10:30');
    expect(email.links).toEqual([]);
  });

  it('escapes what it puts into HTML', () => {
    const email = composeEmail({ subject: 'S', greetingName: '<b>Jo</b>', paragraphs: ['Tom & Jerry'] });
    expect(email.html).toContain('&lt;b&gt;Jo&lt;/b&gt;');
    expect(email.html).toContain('Tom &amp; Jerry');
    expect(email.text).toContain('Hello <b>Jo</b>,');
  });

  it("signs off with the shop's address and phone", () => {
    const email = composeEmail({ subject: 'S', greetingName: 'Jo', paragraphs: [] });
    expect(email.text).toContain('27 Botanic Avenue, Belfast, BT7 1JG');
    expect(email.text).toContain('028 9649 6123');
  });
});

describe('local outbox', () => {
  it('writes one JSON file per email, named in the order they were sent', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const base = { kind: 'verify-email' as const, to: 'jo@example.com', subject: 'S', text: 'T', html: '<p>T</p>', links: [link] };
    const now = new Date('2025-06-03T10:00:00Z');

    await writeToOutbox(dir, { ...base, id: 'first' }, now);
    await writeToOutbox(dir, { ...base, id: 'second' }, now);
    await writeToOutbox(dir, { ...base, id: 'third' }, new Date(now.getTime() + 1));

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    const ids = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')).id));
    expect(ids).toEqual(['first', 'second', 'third']);
    const first = JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'));
    expect(first).toMatchObject({ to: 'jo@example.com', subject: 'S', text: 'T', html: '<p>T</p>', links: [link], createdAt: now.toISOString() });
  });
});
