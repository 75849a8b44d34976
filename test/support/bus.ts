// Gives an integration test file the local event bus (what EventBridge is in the cloud): events the
// handlers publish are delivered to their consumers; `await bus.drain()` waits for the deliveries.
import { LocalBus } from '../../scripts/local/local-bus';

let current: LocalBus | null = null;

export function useLocalBus(): LocalBus {
  current = new LocalBus({ retryDelayMs: 10 }).attach();
  return current;
}

/**
 * Waits for every delivery of the file's bus so far. Tests that count DynamoDB requests call it first:
 * consumers (emails, texts, audit records) write in the background and would be counted otherwise.
 */
export async function settleBus(): Promise<void> {
  await current?.drain();
}
