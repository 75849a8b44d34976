// The local stand-in for SES: each email becomes one JSON file in OUTBOX_DIR, named so that the
// files sort in the order they were sent. Developers and tests read links from them.
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
  const file = path.join(outboxDir, `${nextId(now.getTime())}.json`);
  // Written under another name first, so a reader never sees half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
  await rename(`${file}.tmp`, file);
  return file;
}

/** Every email in the outbox, oldest first (an outbox not created yet is empty). */
export async function readOutbox(outboxDir: string): Promise<OutboxEmail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxEmail));
}
