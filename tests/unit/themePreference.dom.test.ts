import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  prePaintScript,
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  writeThemePreference,
} from '../../src/platform/theme/themePreference';

// The files of a worker share one window (vitest.config.ts): a stubbed global is put back.
afterEach(() => {
  vi.unstubAllGlobals();
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('theme preference', () => {
  it('reads a stored light or dark choice and treats anything else as system', () => {
    expect(readThemePreference(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(readThemePreference(memoryStorage({ [THEME_STORAGE_KEY]: 'light' }))).toBe('light');
    expect(readThemePreference(memoryStorage({ [THEME_STORAGE_KEY]: 'purple' }))).toBe('system');
    expect(readThemePreference(memoryStorage())).toBe('system');
    expect(readThemePreference(undefined)).toBe('system');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readThemePreference(throwing)).toBe('system');
  });

  it('stores light and dark, and forgets the key for system', () => {
    const storage = memoryStorage();
    writeThemePreference(storage, 'dark');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    writeThemePreference(storage, 'system');
    expect(storage.data.has(THEME_STORAGE_KEY)).toBe(false);
    const full = {
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(() => writeThemePreference(full, 'light')).not.toThrow();
  });

  it('resolves system from the media query', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('applies the theme as one class on <html>', () => {
    const root = document.createElement('html');
    applyTheme(root, 'dark', 'dark');
    expect(root.className).toBe('dark');
    applyTheme(root, 'light', 'system');
    expect(root.className).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    expect(root.dataset.themePreference).toBe('system');
  });

  it('has a pre-paint script that does the same', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    document.documentElement.className = 'light';
    new Function(prePaintScript)();
    // The page is marked as running scripts (src/styles/scripting.ts) and the stored theme wins.
    expect([...document.documentElement.classList].sort()).toEqual(['dark', 'js']);
    localStorage.removeItem(THEME_STORAGE_KEY);
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('dark') }));
    new Function(prePaintScript)();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.dataset.themePreference).toBe('system');
  });
});
