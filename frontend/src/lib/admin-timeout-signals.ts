// Opens the admin timeout dialog from anywhere (the account menu's Timeout Settings item) without the
// caller importing the dialog's feature: the admin-timeout host, mounted by the app, listens here.

const requests = new EventTarget();
const OPEN = 'open';

export function openAdminTimeoutDialog(): void {
  requests.dispatchEvent(new Event(OPEN));
}

/** Calls `listener` for every request to open the dialog; returns the function that stops listening. */
export function onAdminTimeoutDialogRequest(listener: () => void): () => void {
  requests.addEventListener(OPEN, listener);
  return () => requests.removeEventListener(OPEN, listener);
}
