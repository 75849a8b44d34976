// 'Remember me' on the login form is never sent to the server (spec section 3). Here it means: this
// device remembers the phone, username or email typed, to fill it in next time. Never the password.

export const REMEMBERED_LOGIN_KEY = 'device-drs-remembered-login';

type LoginStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): LoginStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRememberedLogin(storage: LoginStorage | undefined): string {
  try {
    return storage?.getItem(REMEMBERED_LOGIN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** After a successful sign-in: keep the identifier when asked to, otherwise forget any kept one. */
export function rememberLogin(storage: LoginStorage | undefined, identifier: string, remember: boolean): void {
  try {
    if (remember) storage?.setItem(REMEMBERED_LOGIN_KEY, identifier.trim());
    else storage?.removeItem(REMEMBERED_LOGIN_KEY);
  } catch {
    // Storage can be disabled (private modes, blocked cookies): the form simply starts empty.
  }
}
