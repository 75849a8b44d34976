// The local stand-in for SES: each email becomes one JSON file in OUTBOX_DIR, named so that the
// files sort in the order they were sent and carry the recipient, so that a reader looking for one
// person's emails opens only theirs. Developers and tests read links from them.
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { monotonicFactory } from 'ulid';
import type { EmailRequestedEvent } from '../../shared/events';

const nextId = monotonicFactory();

export interface OutboxEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments?: { filename: string; contentType: string; base64: string }[];
  createdAt: string;
}

export async function writeToOutbox(outboxDir: string, email: EmailRequestedEvent, now: Date): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const record: OutboxEmail = { ...email, createdAt: now.toISOString() };
  const file = path.join(outboxDir, `${nextId(now.getTime())}${recipientPart(email.to)}.json`);
  // Written under another name first, so a reader never sees half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
  await rename(`${file}.tmp`, file);
  return file;
}

/** The file name's part that names the recipient: safe in a file name, and the same for every email to them. */
function recipientPart(to: string): string {
  return `--${encodeURIComponent(to.toLowerCase())}`;
}

/** The emails in the outbox, oldest first, every one or only those to `to` (an outbox not created yet is empty). */
export async function readOutbox(outboxDir: string, { to }: { to?: string } = {}): Promise<OutboxEmail[]> {
  const ending = `${to === undefined ? '' : recipientPart(to)}.json`;
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith(ending)).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEmail));
}
