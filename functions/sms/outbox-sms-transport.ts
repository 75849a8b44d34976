// The local stand-in for AWS End User Messaging SMS: each text becomes one JSON file in the outbox's
// sms/ folder, named so the files sort in the order they were sent (like the emails beside them).
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { monotonicFactory } from 'ulid';
import type { SmsRequestedEvent } from '../../shared/events';
import { smsSegments } from '../../shared/messaging/sms-segments';

const nextId = monotonicFactory();

export interface OutboxSms {
  id: string;
  kind: string;
  to: string;
  text: string;
  segments: number;
  jobQr?: string;
  createdAt: string;
}

export function smsOutboxDir(outboxDir: string): string {
  return path.join(outboxDir, 'sms');
}

export async function writeSmsToOutbox(outboxDir: string, sms: SmsRequestedEvent, now: Date): Promise<string> {
  const dir = smsOutboxDir(outboxDir);
  await mkdir(dir, { recursive: true });
  const record: OutboxSms = { ...sms, segments: smsSegments(sms.text).segments, createdAt: now.toISOString() };
  const file = path.join(dir, `${nextId(now.getTime())}.json`);
  // Written under another name first, so a reader never sees half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
  await rename(`${file}.tmp`, file);
  return file;
}

/** Every text in the outbox, oldest first (an outbox not created yet is empty). */
export async function readSmsOutbox(outboxDir: string): Promise<OutboxSms[]> {
  const dir = smsOutboxDir(outboxDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxSms));
}
