import type { Plugin } from 'vite';

/** Where React Aria keeps the module that reads the browser's locale. */
export const defaultLocaleModule = /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;

/**
 * React Aria's default-locale module, replaced by the site's (`replacement`:
 * src/site/reactAriaLocale.ts, which says why). A build in which the module is not found fails,
 * so that a React Aria release that moves it is noticed rather than silently measured again.
 */
export function reactAriaSiteLocale(replacement: string): Plugin {
  let replaced = false;
  return {
    name: 'react-aria-site-locale',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('useDefaultLocale')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !defaultLocaleModule.test(resolved.id)) return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (!error && !replaced) {
        this.error(
          "React Aria's useDefaultLocale module was not found: see scripts/build/vite/reactAriaSiteLocale.ts",
        );
      }
    },
  };
}
