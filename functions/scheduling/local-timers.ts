// Timers in this process standing in for the cloud's schedules (one-time jobs, webhook retries): each
// item waits for its time (unref'd, so it never keeps a test run alive), then goes to the runner
// registered for it. `runDue(at)` runs every item due by `at` at once, in time order, which is how
// tests move the clock.
import { logger } from '../lib/logger';

export type LocalRunner<T> = (item: T, now: Date) => Promise<void>;

export interface LocalTimers<T> {
  /** Runs the item at `at`; the same name twice waits once. */
  add(name: string, at: Date, item: T): void;
  runDue(at: Date): Promise<number>;
  /** When the next item is due, or null. */
  nextAt(): Date | null;
}

export function localTimers<T>(messages: { noRunner: string; failed: string }, runner: () => LocalRunner<T> | null): LocalTimers<T> {
  const pending = new Map<string, { at: Date; item: T; timer: NodeJS.Timeout }>();
  const run = async (name: string, now: Date): Promise<void> => {
    const entry = pending.get(name);
    if (!entry) return;
    pending.delete(name);
    clearTimeout(entry.timer);
    const take = runner();
    if (!take) {
      logger.error(messages.noRunner, { name });
      return;
    }
    await take(entry.item, now).catch((error: unknown) => logger.error(messages.failed, { name, error: error as Error }));
  };
  return {
    add(name, at, item) {
      if (pending.has(name)) return;
      const timer = setTimeout(() => void run(name, new Date()), Math.max(0, at.getTime() - Date.now()));
      timer.unref();
      pending.set(name, { at, item, timer });
    },
    async runDue(at) {
      const due = [...pending.entries()].filter(([, entry]) => entry.at <= at).sort((a, b) => a[1].at.getTime() - b[1].at.getTime()).map(([name]) => name);
      for (const name of due) await run(name, at);
      return due.length;
    },
    nextAt() {
      const times = [...pending.values()].map((entry) => entry.at.getTime());
      return times.length ? new Date(Math.min(...times)) : null;
    },
  };
}
