// The app-wide events the API client raises (spec section 8), carried on one EventTarget: the
// browser's own event hub, so none of it weighs on the first load (docs/decisions/021-app-events-on-event-target.md).

export const appEventNames = ['unauthorized', 'access-denied', 'admin-session-timeout', 'two-factor-setup-required'] as const;
export type AppEventName = (typeof appEventNames)[number];

export interface AppEvent {
  readonly name: AppEventName;
  /** The server's message, when it sent one. */
  readonly message?: string;
}

/** One event type on the hub; the app event travels as the DOM event's detail. */
const APP_EVENT = 'device-drs';
const hub = new EventTarget();

export function emitAppEvent(event: AppEvent): void {
  hub.dispatchEvent(new CustomEvent<AppEvent>(APP_EVENT, { detail: event }));
}

/** Calls `listener` for every app event; returns the function that stops listening. */
export function onAppEvent(listener: (event: AppEvent) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AppEvent>).detail);
  hub.addEventListener(APP_EVENT, handle);
  return () => hub.removeEventListener(APP_EVENT, handle);
}
