/**
 * Colour-mode preference: light, dark or system. Stored in localStorage; "system" follows
 * `prefers-color-scheme`. The resolved theme is a class on <html> (`light` or `dark`), set before
 * first paint by `prePaintScript` and kept in step by the theme switch.
 */
import { scriptingClass } from '../../styles/scripting';

export const THEME_STORAGE_KEY = 'theme';
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

/** The stored preference; anything missing, unreadable or unknown counts as "system". */
export function readThemePreference(
  storage: Pick<Storage, 'getItem'> | undefined,
): ThemePreference {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export function writeThemePreference(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  preference: ThemePreference,
): void {
  try {
    if (preference === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode or a full quota: the choice still applies to this page view.
  }
}

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(
  root: HTMLElement,
  theme: ResolvedTheme,
  preference: ThemePreference,
): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  root.dataset.themePreference = preference;
}

/**
 * The pre-paint script, inlined in <head> (its hash is allowed by the Content-Security-Policy).
 * It marks the page as running scripts (`scriptingClass`, see src/styles/scripting.ts), then
 * repeats `readThemePreference` + `resolveTheme` + `applyTheme` in a few bytes of ES5.
 */
export const prePaintScript = `(function(){var d=document.documentElement,p='system';d.classList.add('${scriptingClass}');try{p=localStorage.getItem('${THEME_STORAGE_KEY}')||'system'}catch(e){}if(p!=='light'&&p!=='dark')p='system';var t=p==='system'?(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p;d.classList.remove(t==='dark'?'light':'dark');d.classList.add(t);d.style.colorScheme=t;d.dataset.themePreference=p})();`;
