// Puts an application event on the bus: EventBridge in the cloud, the in-process local bus when
// running on a developer's machine (the local server registers itself as the sink).
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { randomUUID } from 'node:crypto';
import { EVENT_SOURCE, eventTypes, type EventTypeName } from '../../shared/events';
import type * as z from 'zod/mini';
import { env, isLocal } from '../env';

export interface LocalEventSink {
  (event: { id: string; detailType: string; source: string; time: string; detail: unknown }): void;
}

let localSink: LocalEventSink | null = null;
let client: EventBridgeClient | null = null;

export function setLocalEventSink(sink: LocalEventSink | null): void {
  localSink = sink;
}

export async function publishEvent<N extends EventTypeName>(
  name: N,
  detail: z.infer<(typeof eventTypes)[N]['schema']>,
): Promise<void> {
  const { detailType, schema } = eventTypes[name];
  const checked = schema.parse(detail);
  if (isLocal) {
    if (!localSink) throw new Error('No local event sink registered');
    localSink({ id: randomUUID(), detailType, source: EVENT_SOURCE, time: new Date().toISOString(), detail: checked });
    return;
  }
  client ??= new EventBridgeClient({ region: env.AWS_REGION });
  const result = await client.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: env.EVENT_BUS_NAME, Source: EVENT_SOURCE, DetailType: detailType, Detail: JSON.stringify(checked) }],
    }),
  );
  if (result.FailedEntryCount) {
    throw new Error(`EventBridge refused the event: ${result.Entries?.[0]?.ErrorMessage ?? 'unknown error'}`);
  }
}
