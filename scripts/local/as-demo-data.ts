// Demo data is written through the shop's own code, but announces nothing: no email or SMS goes out
// for a repair or a tier change that never happened (the events are dropped, on purpose, rather than
// failing for want of a bus), and the work logs only what goes wrong, so the first start's output is
// the welcome and its passwords. A step that needs its events delivered (the till's sales, for the
// report rollups and points) attaches a bus of its own for its length.
import { setLocalEventSink } from '../../functions/events/publish-event';
import { logger } from '../../functions/lib/logger';

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
