// Gives an integration test file the local event bus (what EventBridge is in the cloud): events the
// handlers publish are delivered to their consumers; `await bus.drain()` waits for the deliveries.
import { LocalBus } from '../../scripts/local/local-bus';

export function useLocalBus(): LocalBus {
  return new LocalBus({ retryDelayMs: 10 }).attach();
}
