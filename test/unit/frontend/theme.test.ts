import { describe, expect, it } from 'vitest';
import { enforceDarkTheme, THEME_STORAGE_KEY } from '../../../frontend/src/lib/theme';

function fakeStorage(initial: string | null) {
  const values = new Map<string, string>();
  if (initial !== null) values.set(THEME_STORAGE_KEY, initial);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function fakeRoot(...initial: string[]) {
  const classes = new Set(initial);
  return { classes, classList: { add: (name: string) => void classes.add(name), remove: (name: string) => void classes.delete(name) } };
}

describe('enforceDarkTheme', () => {
  it.each([null, 'light', 'system', 'dark'])('leaves the page dark and stores dark when %s was stored', (stored) => {
    const storage = fakeStorage(stored);
    const root = fakeRoot('light');

    enforceDarkTheme(storage, root);

    expect(THEME_STORAGE_KEY).toBe('device-drs-ui-theme');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
    expect([...root.classes]).toEqual(['dark']);
  });

  it('keeps the page dark when storage refuses access', () => {
    const root = fakeRoot();
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };

    enforceDarkTheme(blocked, root);

    expect([...root.classes]).toEqual(['dark']);
  });
});
