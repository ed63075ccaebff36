/**
 * The analytics tag: Google's gtag.js, loaded only when a real measurement id is
 * configured at build time with `VITE_GA_MEASUREMENT_ID`. The spec's placeholder id is the
 * default, and with it (or with anything that is not a GA4 id) no third-party script loads and
 * the Content-Security-Policy stays same-origin.
 *
 * Shared by the page (the consent head script, src/features/consent/consentHeadScript.ts) and
 * the server (server/csp.ts, server/headers.ts), so the CSP allows exactly what the page loads.
 */

declare global {
  interface ImportMetaEnv {
    /** The GA4 measurement id (`G-…`); unset or the placeholder: no tag. */
    readonly VITE_GA_MEASUREMENT_ID?: string;
  }
}

/** The spec's placeholder measurement id ({key}): never loaded. */
export const placeholderMeasurementId = 'G-XXXXXXXXXX';

/** A GA4 measurement id: `G-` and 4 to 12 capitals or digits (usually 10). */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,12}$/;

/** The configured id when it is a real GA4 id, else null (unset, placeholder, malformed). */
export function parseMeasurementId(value: string | undefined | null): string | null {
  const id = value?.trim() ?? '';
  if (!MEASUREMENT_ID.test(id) || id === placeholderMeasurementId) return null;
  return id;
}

/**
 * The build's measurement id, or null: no tag. `?.` because the server imports this module
 * under Node (tsx), where `import.meta.env` does not exist; Vite replaces it in both bundles.
 */
export const measurementId: string | null = parseMeasurementId(
  import.meta.env?.VITE_GA_MEASUREMENT_ID ?? placeholderMeasurementId,
);

/** Where gtag.js comes from: the one third-party script origin the CSP may allow. */
export const analyticsTagOrigin = 'https://www.googletagmanager.com';

/** The gtag.js URL for a measurement id. */
export function analyticsTagUrl(id: string): string {
  return `${analyticsTagOrigin}/gtag/js?id=${id}`;
}

/** A gtag.js URL with a real-looking id, as it appears in the text of a script that loads it. */
export const analyticsTagUrlPattern =
  /https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-[A-Z0-9]{4,12}\b/;

/**
 * Where gtag.js sends measurements (`connect-src`), from Google's CSP guide for GA4: the
 * analytics hosts, plus DoubleClick and google.com, which GA4 calls once the visitor grants the
 * advertising consents (Google signals). Images go to the same hosts; `img-src` already allows
 * any https image.
 */
export const analyticsConnectSources = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
] as const;
