/**
 * Progressive enhancement: every page works as HTML first. The pre-paint script in <head>
 * (src/platform/theme/themePreference.ts) puts `scriptingClass` on <html> before first paint, so
 * styles can tell a visitor whose browser runs scripts from one whose browser does not, with no
 * change at hydration. Controls that only work with JavaScript (the theme switch, 'Go Back',
 * 'Cookie settings', carousel arrows) are hidden `withoutScripts`; everything else works without.
 */
export const scriptingClass = 'js';

/** Selector for a page whose scripts do not run: `${withoutScripts} &` in a style's selectors. */
export const withoutScripts = `:root:not(.${scriptingClass})`;

/** Selector for a page whose scripts run (the class is set before first paint). */
export const withScripts = `:root.${scriptingClass}`;
