// What Lambda bundles get instead of @smithy/core/event-streams (an esbuild alias,
// infra/lambda/function-bundling.ts; decision 017). The SDK's HTTP protocol loads the event stream
// codec with a dynamic import() that a one-file bundle inlines, about 15 KiB in every function; no
// operation the shop calls streams events (DynamoDB, EventBridge, S3 objects, SES, Scheduler, SMS),
// so a call that did would fail here loudly instead of being carried by all.
const NOT_BUNDLED = 'Event streams are not bundled in the Lambda functions (decision 017).';

export class EventStreamSerde {
  constructor() {
    throw new Error(NOT_BUNDLED);
  }
}

export function eventStreamSerdeProvider(): never {
  throw new Error(NOT_BUNDLED);
}
