// Tells the bus something that has already happened (a paid order, a published review...) for the
// shop's webhooks (issue 31). The change is committed: a bus failure is logged, never the request's.
import type * as z from 'zod/mini';
import type { EventType } from '../../shared/events';
import { publishEvent } from './publish-event';
import { logger } from '../lib/logger';

export async function announce<S extends z.ZodMiniType>(event: EventType<S>, detail: z.infer<S>): Promise<void> {
  try {
    await publishEvent(event, detail);
  } catch (error) {
    logger.error(`Could not announce ${event.detailType}`, { detail: detail as Record<string, unknown>, error: error as Error });
  }
}
