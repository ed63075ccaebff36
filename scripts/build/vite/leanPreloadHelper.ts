import type { Plugin } from 'vite';

/** The module id under which Vite's build imports its dynamic-import helper. */
export const preloadHelperId = '\0vite/preload-helper.js';

/** The helper's code: `__vitePreload(load, deps)`, run for every `import()` of the build. */
export const leanPreloadHelperCode = `export const __vitePreload = (load, deps) => {
  if (deps && deps.length > 0) throw new Error('A dynamic import with preload dependencies: see vite.config.ts, leanPreloadHelper');
  return load().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  });
};`;

/**
 * Vite's helper for dynamic imports, without its preloading. It wraps every `import()` to add
 * `<link rel="modulepreload">` (or stylesheet) tags for the imported chunk's dependencies first;
 * with `modulePreload: false` and one stylesheet for the site (`cssCodeSplit: false`) there are
 * none to add (its list is always empty), yet its code shipped with the shell on every page (1.2
 * kB). This one keeps what remains: the `vite:preloadError` event when a chunk fails to load. A
 * dynamic import that did have dependencies would throw here, so a change of those two options
 * shows at once in the end-to-end suite.
 */
export function leanPreloadHelper(): Plugin {
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === preloadHelperId ? preloadHelperId : null),
    load: (source) => (source === preloadHelperId ? leanPreloadHelperCode : null),
  };
}
