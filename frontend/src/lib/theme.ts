// The interface is always dark (spec section 4): whatever is stored under the theme key, the page
// gets the dark class and 'dark' is written back.

export const THEME_STORAGE_KEY = 'device-drs-ui-theme';
export const THEME = 'dark';

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;
type ThemeRoot = { classList: Pick<DOMTokenList, 'add' | 'remove'> };

export function enforceDarkTheme(storage: ThemeStorage | undefined, root: ThemeRoot): void {
  root.classList.remove('light');
  root.classList.add(THEME);
  if (!storage) return;
  try {
    if (storage.getItem(THEME_STORAGE_KEY) !== THEME) storage.setItem(THEME_STORAGE_KEY, THEME);
  } catch {
    // Storage can be disabled (private modes, blocked cookies); the page is dark regardless.
  }
}
