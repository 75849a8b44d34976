// The app-wide events the API client raises (spec section 8), carried on Amplify's Hub. Only Hub is
// used from Amplify; see docs/decisions/002-amplify-hub-only.md.
import { Hub } from 'aws-amplify/utils';

/** Our own channel: Amplify reserves 'auth', 'core' and the other built-in names. */
export const APP_EVENTS_CHANNEL = 'device-drs';

export const appEventNames = ['unauthorized', 'access-denied', 'admin-session-timeout'] as const;
export type AppEventName = (typeof appEventNames)[number];

export interface AppEvent {
  readonly name: AppEventName;
  /** The server's message, when it sent one. */
  readonly message?: string;
}

export function emitAppEvent(event: AppEvent): void {
  Hub.dispatch(APP_EVENTS_CHANNEL, { event: event.name, message: event.message });
}

const isAppEventName = (name: string): name is AppEventName => (appEventNames as readonly string[]).includes(name);

/** Calls `listener` for every app event; returns the function that stops listening. */
export function onAppEvent(listener: (event: AppEvent) => void): () => void {
  return Hub.listen(APP_EVENTS_CHANNEL, ({ payload }) => {
    if (!isAppEventName(payload.event)) return;
    listener(payload.message === undefined ? { name: payload.event } : { name: payload.event, message: payload.message });
  });
}
