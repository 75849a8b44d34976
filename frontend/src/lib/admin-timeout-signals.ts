// Signals from the header to the admin-timeout feature, so neither imports the other (features never
// import features): the account menu asks to open the admin timeout dialog, and says while an admin
// is signed in (the feature then tells the server about activity on the page). The admin-timeout
// host, mounted by the app, listens here.

const signals = new EventTarget();
const OPEN = 'open';
const PRESENCE = 'presence';
let adminsPresent = 0;
let dialogListeners = 0;
// The host that listens loads lazily once an admin is about: a click on the menu item before its
// chunk has arrived is kept here and handed over when it starts listening, not lost.
let dialogRequestWaiting = false;

export function openAdminTimeoutDialog(): void {
  if (dialogListeners === 0) dialogRequestWaiting = true;
  else signals.dispatchEvent(new Event(OPEN));
}

/** Calls `listener` for every request to open the dialog; returns the function that stops listening. */
export function onAdminTimeoutDialogRequest(listener: () => void): () => void {
  signals.addEventListener(OPEN, listener);
  dialogListeners++;
  if (dialogRequestWaiting) {
    dialogRequestWaiting = false;
    listener();
  }
  return () => {
    dialogListeners--;
    signals.removeEventListener(OPEN, listener);
  };
}

/** An admin's account menu is on screen; the returned function says it has gone. */
export function markAdminPresent(): () => void {
  adminsPresent++;
  signals.dispatchEvent(new Event(PRESENCE));
  return () => {
    adminsPresent--;
    signals.dispatchEvent(new Event(PRESENCE));
  };
}

/** Calls `listener` with whether an admin is signed in, now and at every change. */
export function onAdminPresence(listener: (present: boolean) => void): () => void {
  const notify = () => listener(adminsPresent > 0);
  signals.addEventListener(PRESENCE, notify);
  notify();
  return () => signals.removeEventListener(PRESENCE, notify);
}
