// Sends one application event to EventBridge. publish-event.ts loads this module on the first event a
// function sends in the cloud, so a cold start does not pay for the client; functions whose route may
// not publish are bundled without it (decision 017).
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE } from '../../shared/events';
import { env } from '../env';

let client: EventBridgeClient | null = null;

export async function putOnEventBridge(detailType: string, detail: unknown): Promise<void> {
  client ??= new EventBridgeClient({ region: env.AWS_REGION });
  const result = await client.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: env.EVENT_BUS_NAME, Source: EVENT_SOURCE, DetailType: detailType, Detail: JSON.stringify(detail) }],
    }),
  );
  if (result.FailedEntryCount) {
    throw new Error(`EventBridge refused the event: ${result.Entries?.[0]?.ErrorMessage ?? 'unknown error'}`);
  }
}
