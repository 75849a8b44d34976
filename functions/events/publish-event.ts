// Puts an application event on the bus: EventBridge in the cloud, the in-process local bus when
// running on a developer's machine (the local server registers itself as the sink).
import { randomUUID } from 'node:crypto';
import { EVENT_SOURCE, type EventType } from '../../shared/events';
import type * as z from 'zod/mini';
import { isLocal } from '../env';
import { putOnEventBridge } from './event-bridge-transport';

export interface LocalEventSink {
  (event: { id: string; detailType: string; source: string; time: string; detail: unknown }): void;
}

let localSink: LocalEventSink | null = null;

/** Sets the sink publishEvent uses in this process; returns the one it replaces. */
export function setLocalEventSink(sink: LocalEventSink | null): LocalEventSink | null {
  const replaced = localSink;
  localSink = sink;
  return replaced;
}

/** Publishes one event, given by its own export of shared/events.ts (pageHitEvent, ...: decision 023). */
export async function publishEvent<S extends z.ZodMiniType>(event: EventType<S>, detail: z.infer<S>): Promise<void> {
  const { detailType, schema } = event;
  const checked = schema.parse(detail);
  if (isLocal) {
    if (!localSink) throw new Error('No local event sink registered');
    localSink({ id: randomUUID(), detailType, source: EVENT_SOURCE, time: new Date().toISOString(), detail: checked });
    return;
  }
  // A constant in each Lambda bundle (infra/lambda/function-bundling.ts), not configuration: 'false'
  // in a function whose route may not publish, and esbuild then leaves the EventBridge client out of
  // its bundle: esbuild skips a branch that a constant rules out while parsing, so putOnEventBridge
  // is then never used and its module drops out. Keep the if/else shape for that. Unset (so true)
  // when the code runs unbundled.
  if (process.env.DRS_BUNDLE_PUBLISHES_EVENTS === 'false') {
    throw new Error(`This function may not put events on the bus (${detailType}): its route must declare publishesEvents`);
  } else {
    await putOnEventBridge(detailType, checked);
  }
}
