// The local stand-in for the webhook retry schedules: a timer per retry in this process (unref'd, so
// it never keeps a test run alive) that hands the message to the consumer the local bus registered,
// as the queue does in the cloud. `runDueWebhookRetries(at)` runs every retry due by `at` at once,
// which is how tests move the clock through the backoff.
import { logger } from '../lib/logger';

export type LocalRetryConsumer = (message: unknown, now: Date) => Promise<void>;

interface Pending {
  at: Date;
  message: unknown;
  timer: NodeJS.Timeout;
}

const pending = new Map<string, Pending>();
let consumer: LocalRetryConsumer | null = null;

/** Sets what takes a due retry (scripts/local/local-bus.ts); answers the one it replaces. */
export function setLocalRetryConsumer(next: LocalRetryConsumer | null): LocalRetryConsumer | null {
  const replaced = consumer;
  consumer = next;
  return replaced;
}

async function run(name: string, now: Date): Promise<void> {
  const entry = pending.get(name);
  if (!entry) return;
  pending.delete(name);
  clearTimeout(entry.timer);
  if (!consumer) {
    logger.error('No local webhook consumer registered', { name });
    return;
  }
  await consumer(entry.message, now).catch((error: unknown) => logger.error('Webhook retry failed', { name, error: error as Error }));
}

export const localRetryQueue = {
  async sendAt(message: { deliveryId: string }, at: Date): Promise<void> {
    const name = `${message.deliveryId}-${at.getTime()}`;
    if (pending.has(name)) return;
    const timer = setTimeout(() => void run(name, new Date()), Math.max(0, at.getTime() - Date.now()));
    timer.unref();
    pending.set(name, { at, message, timer });
  },
};

/** Runs every pending retry due by `at`, as if the clock had reached it; answers how many ran. */
export async function runDueWebhookRetries(at: Date): Promise<number> {
  const due = [...pending.entries()].filter(([, entry]) => entry.at <= at).sort((a, b) => a[1].at.getTime() - b[1].at.getTime()).map(([name]) => name);
  for (const name of due) await run(name, at);
  return due.length;
}

/** When the next pending retry is due, or null. */
export function nextWebhookRetryAt(): Date | null {
  const times = [...pending.values()].map((entry) => entry.at.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
