import { site } from './config';

/**
 * Stands in for React Aria's `useDefaultLocale` module in the site's builds (the
 * `reactAriaSiteLocale` plugin in scripts/build/vite/). React Aria's own module works out a default
 * locale from the browser when it loads: `Intl.DateTimeFormat.supportedLocalesOf` and
 * `Intl.Locale#maximize` load ICU data, about 130 ms of main thread under Lighthouse's mobile CPU
 * on every page, in the same task as the rest of the entry bundle. It then renders the server's
 * 'en-US' during hydration and switches every React Aria component to the browser's language
 * right after, a second render. This site is written in one language, the document's, so its
 * components use that from the first render on the server to the last in the browser, and read
 * out their built-in words (such as a search field's clear button) in it, whatever the visitor's
 * browser is set to.
 */
const siteLocale = { locale: site.language, direction: 'ltr' } as const;

export function getDefaultLocale(): { locale: string; direction: 'ltr' | 'rtl' } {
  return siteLocale;
}

export function useDefaultLocale(): { locale: string; direction: 'ltr' | 'rtl' } {
  return siteLocale;
}
