// Demo data is written through the shop's own code, but announces nothing: no email or SMS goes out
// for a repair or a tier change that never happened (the events are dropped, on purpose, rather than
// failing for want of a bus), and the work logs only what goes wrong, so the first start's output is
// the welcome and its passwords. A step whose consequences come through the bus (a collection's
// report rollup and review invitation, the till's sales' rollups and points) runs withDemoBus.
import { setLocalEventSink } from '../../functions/events/publish-event';
import { logger } from '../../functions/lib/logger';
import { LocalBus } from './local-bus';

/** Who the activity log says made the demo data. */
export const DEMO_CALLER = { clientIp: '127.0.0.1', userAgent: 'Demo data (npm start)' } as const;

export async function asDemoData<T>(work: () => Promise<T>): Promise<T> {
  const level = logger.getLevelName();
  logger.setLogLevel('ERROR');
  const replaced = setLocalEventSink(() => undefined);
  try {
    return await work();
  } finally {
    setLocalEventSink(replaced);
    logger.setLogLevel(level);
  }
}

/**
 * Runs seeding work with a bus of its own that delivers its events to their consumers, as the running
 * stack would, but sends no email or text (LocalBus's quiet option); waits for every delivery before
 * it returns. The work may read what was published (a review link) from the bus.
 */
export async function withDemoBus<T>(work: (bus: LocalBus) => Promise<T>): Promise<T> {
  const bus = new LocalBus({ quiet: true }).attach();
  try {
    const result = await work(bus);
    await bus.drain();
    return result;
  } finally {
    bus.detach();
  }
}
