// Gives an integration test file the local event bus (what EventBridge is in the cloud): events the
// handlers publish are delivered to their consumers; `await bus.drain()` waits for the deliveries.
import { setLocalEventSink } from '../../functions/events/publish-event';
import { setLocalRetryConsumer } from '../../functions/webhooks/local-retry-queue';
import { LocalBus } from '../../scripts/local/local-bus';

let current: LocalBus | null = null;
/** The file's buses, in the order attached. */
const attached: LocalBus[] = [];

export function useLocalBus(): LocalBus {
  current = new LocalBus({ retryDelayMs: 10 }).attach();
  attached.push(current);
  return current;
}

/**
 * Drains the buses a worker's previous file attached and leaves no sink (integration-env.ts calls it before
 * each file): files share a worker's modules (decision 383), and a file starts with no bus, as it did
 * with modules of its own, rather than with the last file's deliveries still running into its counts.
 */
export async function endEarlierFilesBuses(): Promise<void> {
  for (const bus of attached.splice(0).reverse()) await bus.drain();
  // Whatever a file set by hand (a sink that collects, a bus attached again) goes too.
  setLocalEventSink(null);
  setLocalRetryConsumer(null);
  current = null;
}

/**
 * Waits for every delivery of the file's bus so far. Tests that count DynamoDB requests call it first:
 * consumers (emails, texts, audit records) write in the background and would be counted otherwise.
 */
export async function settleBus(): Promise<void> {
  await current?.drain();
}
