// The local stand-in for the webhook retry schedules (decision 277): a timer per retry in this process
// (functions/scheduling/local-timers.ts) that hands the message to the consumer the local bus
// registered, as the queue does in the cloud. `runDueWebhookRetries(at)` runs every retry due by `at`
// at once, which is how tests move the clock through the backoff.
import { localTimers, type LocalRunner } from '../scheduling/local-timers';

export type LocalRetryConsumer = LocalRunner<unknown>;

let consumer: LocalRetryConsumer | null = null;

/** Sets what takes a due retry (scripts/local/local-bus.ts); answers the one it replaces. */
export function setLocalRetryConsumer(next: LocalRetryConsumer | null): LocalRetryConsumer | null {
  const replaced = consumer;
  consumer = next;
  return replaced;
}

const timers = localTimers<unknown>({ noRunner: 'No local webhook consumer registered', failed: 'Webhook retry failed' }, () => consumer);

export const localRetryQueue = {
  async sendAt(message: { deliveryId: string }, at: Date): Promise<void> {
    timers.add(`${message.deliveryId}-${at.getTime()}`, at, message);
  },
};

/** Runs every pending retry due by `at`, as if the clock had reached it; answers how many ran. */
export function runDueWebhookRetries(at: Date): Promise<number> {
  return timers.runDue(at);
}

/** When the next pending retry is due, or null. */
export function nextWebhookRetryAt(): Date | null {
  return timers.nextAt();
}
