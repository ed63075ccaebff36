import { useCallback, useSyncExternalStore } from 'react';
import {
  applyTheme,
  isThemePreference,
  type ResolvedTheme,
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemePreference,
  writeThemePreference,
} from './themePreference';

/**
 * The page's theme as an external store. The source of truth in the page is <html>: its
 * `light`/`dark` class and `data-theme-preference`, written by the pre-paint script and by
 * `applyTheme`. Every `useTheme` in the page therefore agrees, whoever changed the theme.
 *
 * SSR-safe: the server snapshot (and so the hydration render) is always `system`/`light`;
 * React re-renders with the real values right after hydration, so markup never mismatches.
 */
const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';
const SERVER_SNAPSHOT = 'system light';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function systemMediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : undefined;
}

export function systemPrefersDark(): boolean {
  if (typeof window === 'undefined') return false;
  return systemMediaQuery()?.matches ?? false;
}

function currentPreference(): ThemePreference {
  const applied = document.documentElement.dataset.themePreference;
  return isThemePreference(applied) ? applied : readThemePreference(safeLocalStorage());
}

function currentResolvedTheme(): ResolvedTheme {
  const classes = document.documentElement.classList;
  if (classes.contains('dark')) return 'dark';
  if (classes.contains('light')) return 'light';
  return resolveTheme(currentPreference(), systemPrefersDark());
}

/** Stores a preference and applies it to <html> at once. */
export function setThemePreference(preference: ThemePreference): void {
  writeThemePreference(safeLocalStorage(), preference);
  applyTheme(document.documentElement, resolveTheme(preference, systemPrefersDark()), preference);
  notify();
}

const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

/** One set of page-wide listeners, however many components use the hook. */
function startWatching(): () => void {
  const root = document.documentElement;
  const observer =
    typeof MutationObserver === 'function' ? new MutationObserver(() => notify()) : undefined;
  observer?.observe(root, {
    attributes: true,
    attributeFilter: ['class', 'data-theme-preference'],
  });

  // Another tab changed the stored preference.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
    const preference = isThemePreference(event.newValue) ? event.newValue : 'system';
    applyTheme(root, resolveTheme(preference, systemPrefersDark()), preference);
    notify();
  };
  // The operating system switched between light and dark.
  const mediaQuery = systemMediaQuery();
  const onSystemChange = () => {
    if (currentPreference() === 'system') {
      applyTheme(root, resolveTheme('system', systemPrefersDark()), 'system');
    }
    notify();
  };

  window.addEventListener('storage', onStorage);
  mediaQuery?.addEventListener('change', onSystemChange);
  return () => {
    observer?.disconnect();
    window.removeEventListener('storage', onStorage);
    mediaQuery?.removeEventListener('change', onSystemChange);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) stopWatching = startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

function getSnapshot(): string {
  return `${currentPreference()} ${currentResolvedTheme()}`;
}

function getServerSnapshot(): string {
  return SERVER_SNAPSHOT;
}

function parseSnapshot(snapshot: string): { preference: ThemePreference; resolved: ResolvedTheme } {
  const [preference, resolved] = snapshot.split(' ');
  return {
    preference: isThemePreference(preference) ? preference : 'system',
    resolved: resolved === 'dark' ? 'dark' : 'light',
  };
}

export interface UseTheme {
  /** What the visitor chose: light, dark or system. */
  preference: ThemePreference;
  /** What the page shows now: light or dark. */
  resolvedTheme: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

/**
 * The colour-theme preference, the resolved theme and a setter that persists (localStorage
 * key `theme`; `system` removes it) and applies the class on <html>. Follows the operating
 * system while on `system`, and other tabs through the `storage` event.
 */
export function useTheme(): UseTheme {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const { preference, resolved } = parseSnapshot(snapshot);
  const setPreference = useCallback((next: ThemePreference) => setThemePreference(next), []);
  return { preference, resolvedTheme: resolved, setPreference };
}

/** Just the resolved theme (light or dark), for components that follow it, like the Toaster. */
export function useResolvedTheme(): ResolvedTheme {
  return useTheme().resolvedTheme;
}
